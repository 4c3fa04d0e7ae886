// JSON request bodies, checked as text before they are parsed: a body nested deeper than any
// call needs, or holding a NUL character, is a 400 naming the place. Deep nesting would
// overflow the stack of whatever walks the value later (a cache key, a validator, an error
// message), and PostgreSQL text cannot hold NUL, so a query carrying one fails as a whole.
import type { FastifyInstance } from 'fastify';
import type { Issue } from '@atrium/contract';
import { BadRequestError } from './errors.ts';

/** Deeper than any call's body (a relation filter inside `NOT` inside `AND` is about 8 levels). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Nested deeper than ${String(MAX_JSON_DEPTH)} levels`;
export const NUL_MESSAGE = 'Text must not contain NUL characters';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** One open object or array: where it is, for the path of a problem inside it. */
type Frame = {
  array: boolean;
  index: number;
  /** The current key's text, quotes included, as offsets into the body (decoded only for a path). */
  keyStart: number;
  keyEnd: number;
  expectKey: boolean;
};

function pathOf(text: string, frames: readonly Frame[]): (string | number)[] {
  return frames.map((frame) => {
    if (frame.array) return frame.index;
    try {
      return String(JSON.parse(text.slice(frame.keyStart, frame.keyEnd)));
    } catch {
      return '?';
    }
  });
}

/** The end (closing quote) of the string that opens at `start`, or -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** Whether the string between the quotes at `start` and `end` holds the escape `\u0000`. */
function holdsNul(text: string, start: number, end: number): boolean {
  for (let at = text.indexOf('\\u0000', start); at !== -1 && at < end;) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return true;
    at = text.indexOf('\\u0000', at + 1);
  }
  return false;
}

/**
 * The first problem of a JSON body that Atrium refuses whatever the call (too deep, a NUL), with
 * its path under `body`, or null. Malformed JSON is left to the parser, which says so.
 */
export function jsonBodyProblem(text: string, maxDepth = MAX_JSON_DEPTH): Issue | null {
  const frames: Frame[] = [];
  // Checked once for the whole body, natively: most bodies hold no NUL escape at all.
  const mayHoldNul = text.includes('\\u0000');
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      if (end === -1) return null;
      const top = frames.at(-1);
      if (top && !top.array && top.expectKey) {
        top.keyStart = i;
        top.keyEnd = end + 1;
        top.expectKey = false;
      }
      if (mayHoldNul && holdsNul(text, i, end))
        return { path: ['body', ...pathOf(text, frames)], message: NUL_MESSAGE };
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (frames.length >= maxDepth)
        return { path: ['body', ...pathOf(text, frames)], message: TOO_DEEP_MESSAGE };
      const array = c === OPEN_ARRAY;
      frames.push({ array, index: 0, keyStart: 0, keyEnd: 0, expectKey: !array });
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      frames.pop();
    } else if (c === COMMA) {
      const top = frames.at(-1);
      if (top?.array) top.index++;
      else if (top) top.expectKey = true;
    }
  }
  return null;
}

/** Every `application/json` body goes through `jsonBodyProblem`, then Fastify's own safe parser. */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const problem = jsonBodyProblem(text);
    if (problem) {
      done(new BadRequestError([problem]), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
