import { messages, type ValidationIssue } from '@harvest/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { sendFailure } from './envelope';

function fieldOf(instancePath: string, prefix: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || prefix;
}

/** Fastify's own error codes that are the client's fault, with what to tell them. */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.errors.invalidBody },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.errors.invalidBody },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.errors.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.errors.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.errors.tooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.errors.badRequest },
};

/**
 * Every error, thrown anywhere, leaves as the envelope. A 5xx is logged with its
 * internals and answered with the generic message only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return sendFailure(reply.headers(error.headers), error.statusCode, error.message, error.validation);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const validation: ValidationIssue[] = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath, part),
        message: issue.message ?? messages.validation.invalid,
      }));
      return sendFailure(reply, 400, messages.errors.badRequest, validation);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'reply did not match its schema');
      return sendFailure(reply, 500, messages.errors.somethingWentWrong);
    }

    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return sendFailure(reply, known.status, known.message);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendFailure(reply, status, messages.errors.badRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, messages.errors.somethingWentWrong);
  });
}
