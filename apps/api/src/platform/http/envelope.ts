import type { Envelope, Pagination, ValidationIssue } from '@harvest/domain';
import type { FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

export function ok<T>(data: T, options: { status?: number; message?: string; pagination?: Pagination } = {}) {
  const status = options.status ?? 200;
  const envelope: Envelope<T> = { status, message: options.message ?? statusText(status), data };
  if (options.pagination) envelope.pagination = options.pagination;
  return envelope;
}

export function failure(status: number, message: string, validation: ValidationIssue[] = []): Envelope<null> {
  const envelope: Envelope<null> = { status, message, data: null, errors: [{ message }] };
  if (status >= 400 && status < 500) envelope.validation = validation;
  return envelope;
}

/**
 * Sends an error envelope past the route's reply schemas: an error can happen on any
 * route, including ones whose schema for that status describes a success body.
 */
export function sendFailure(reply: FastifyReply, status: number, message: string, validation: ValidationIssue[] = []) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(failure(status, message, validation));
}
