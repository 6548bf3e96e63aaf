import { messages, type ValidationIssue } from '@harvest/domain';

interface ApiErrorInit {
  status: number;
  message: string;
  validation?: ValidationIssue[];
  offline?: boolean;
  timedOut?: boolean;
  data?: unknown;
}

/**
 * A failed call to the API. status 0 means no answer arrived (no connection or timeout);
 * `offline` means the server says this client is too old and must reload.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly validation: ValidationIssue[];
  readonly offline: boolean;
  readonly timedOut: boolean;
  /** The envelope's data, when a failure still carries some (health answers 503 with its report). */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.validation = init.validation ?? [];
    this.offline = init.offline ?? false;
    this.timedOut = init.timedOut ?? false;
    this.data = init.data ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A page's subject that is not there (404, or 400 for an id that is no id at all) is the route's 404 page, as for
 * any unknown address: thrown during render, for the route's error boundary.
 */
export function throwIfNotFound(error: unknown): void {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    throw new ApiError({ status: 404, message: messages.errors.notFound });
  }
}
