import { IMPERSONATION_ENDED_STATUS, messages, type ValidationIssue } from '@harvest/domain';

/**
 * The one error type that leaves a service. Modules throw these (through the helpers
 * below or their own errors.ts); the error handler turns them into the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly validation: ValidationIssue[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (validation: ValidationIssue[], message: string = messages.errors.badRequest) =>
  new AppError(400, message, validation);

export const unauthorised = (message: string = messages.errors.sessionExpired) => new AppError(401, message);

export const forbidden = (message: string = messages.errors.noPermission) => new AppError(403, message);

/** Also for another organisation's objects: never reveal that they exist. */
export const notFound = (message: string = messages.errors.notFound) => new AppError(404, message);

export const conflict = (message: string = messages.errors.conflict) => new AppError(409, message);

/** A 409 about one field of the request, named in the validation list too. */
export const conflictOn = (field: string, message: string) => new AppError(409, message, [{ field, message }]);

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, messages.errors.tooManyAttempts, [], {
    'retry-after': String(retryAfterSeconds),
  });

/** 440: the impersonation this request carries has ended or expired; the client ends it too. */
export const impersonationEnded = () => new AppError(IMPERSONATION_ENDED_STATUS, messages.auth.impersonationEnded);
