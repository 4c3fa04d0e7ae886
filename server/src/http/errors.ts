import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Issue } from '@atrium/contract';
import { sizeLabel } from './size-label.ts';
import { QUERY_CANCELED, STATEMENT_TIMEOUT_MS } from '../db/statement-timeout.ts';

/** An error whose message is safe to show to the caller, with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}
export class BadRequestError extends HttpError {
  readonly issues: Issue[];
  constructor(issues: Issue[], message = 'Bad request') {
    super(400, message);
    this.issues = issues;
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthenticated') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor() {
    super(404, 'Not found');
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Too many of something at once; `retryAfterS` says when to try again (the Retry-After header). */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterS: number;
  constructor(message: string, retryAfterS: number) {
    super(429, message);
    this.retryAfterS = retryAfterS;
  }
}

/** A failed import: nothing was written; each error names the line (or item) that is wrong. */
export class ImportFailedError extends HttpError {
  readonly errors: { message: string }[];
  constructor(message: string, errors: { message: string }[]) {
    super(400, message);
    this.errors = errors;
  }
}

type ZodIssueLike = {
  path?: PropertyKey[];
  code?: string | undefined;
  message?: string | undefined;
  keys?: unknown;
  /** A union's issues, per alternative. */
  errors?: unknown;
};
type ValidationIssue = {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: unknown; errors?: unknown };
};

const pathPart = (p: PropertyKey) => (typeof p === 'number' ? p : String(p));

/**
 * One zod issue at `path`: an unknown key is named in the path (zod reports it on its object),
 * and of a union, the alternative that took the value's type (the others failing on the type
 * itself) names the field, where zod says only "Invalid input".
 */
function issuesAt(issue: ZodIssueLike, path: (string | number)[]): Issue[] {
  const keys = issue.keys;
  if (issue.code === 'unrecognized_keys' && Array.isArray(keys) && keys.length)
    return keys.map((key) => ({
      path: [...path, String(key)],
      message: `Unrecognized key: "${String(key)}"`,
    }));
  const branches = issue.errors;
  if (issue.code === 'invalid_union' && Array.isArray(branches)) {
    const typed = (branches as ZodIssueLike[][]).filter(
      (b) => b.length && !b.every((i) => i.code === 'invalid_type' && !i.path?.length),
    );
    const [only] = typed;
    if (typed.length === 1 && only)
      return only.flatMap((i) => issuesAt(i, [...path, ...(i.path ?? []).map(pathPart)]));
  }
  return [{ path, message: issue.message ?? 'Invalid value' }];
}

function issuesFromValidation(error: FastifyError): Issue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).flatMap((v: ValidationIssue) =>
    issuesAt(
      {
        code: v.keyword,
        message: v.message,
        keys: v.params?.keys,
        errors: v.params?.errors,
      },
      [context, ...(v.instancePath ?? '').split('/').filter(Boolean)],
    ),
  );
}

/**
 * One error handler for the whole API: the shapes of the design brief, and never a stack
 * trace, SQL or internal name in a response. Every 5xx is logged with its request id.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError) {
      return reply.code(400).send({ message: error.message, issues: error.issues });
    }
    if (error instanceof ImportFailedError) {
      return reply
        .code(400)
        .send({ name: 'ImportFailed', message: error.message, errors: error.errors });
    }
    if (error instanceof TooManyRequestsError)
      void reply.header('retry-after', String(error.retryAfterS));
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ message: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: 'Bad request', issues: issuesFromValidation(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues, requestId: request.id },
        'response failed its schema',
      );
      return reply.code(500).send({ message: 'Internal server error' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Unsupported content type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? tooLarge(request.routeOptions.bodyLimit)
            : error.message;
      return reply
        .code(status)
        .send(status === 400 ? { message, issues: [{ path: ['body'], message }] } : { message });
    }
    if (wasCanceled(error)) {
      request.log.warn({ err: error, requestId: request.id }, 'statement timed out');
      return reply
        .code(503)
        .header('retry-after', '30')
        .send({
          message: `The request took longer than ${String(STATEMENT_TIMEOUT_MS / 1000)} seconds and was stopped: ask for less at once (fewer buildings, a shorter range, a simpler filter)`,
        });
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

/** A statement PostgreSQL cancelled at its time limit (drizzle wraps the driver's error). */
function wasCanceled(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && (e as { code?: unknown }).code === QUERY_CANCELED,
  );
}

/** Names the limit, so that the caller knows how much to send at once. */
function tooLarge(limit: number | undefined): string {
  const size = limit === undefined ? 'the limit' : sizeLabel(limit);
  return `The request body is larger than ${size}, the most this call takes: send it in several smaller parts (each import is all-or-nothing on its own)`;
}
