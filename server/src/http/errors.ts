import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { Issue } from '@atrium/contract';

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

/** A failed import: nothing was written; each error names the line (or item) that is wrong. */
export class ImportFailedError extends HttpError {
  readonly errors: { message: string }[];
  constructor(message: string, errors: { message: string }[]) {
    super(400, message);
    this.errors = errors;
  }
}

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function issuesFromValidation(error: FastifyError): Issue[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((v: ValidationIssue) => {
    const zodPath = v.params?.issue?.path;
    const path = zodPath
      ? zodPath.map((p) => (typeof p === 'number' ? p : String(p)))
      : (v.instancePath ?? '').split('/').filter(Boolean);
    return { path: [context, ...path], message: v.message ?? 'Invalid value' };
  });
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
          : error.message;
      return reply
        .code(status)
        .send(status === 400 ? { message, issues: [{ path: ['body'], message }] } : { message });
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
