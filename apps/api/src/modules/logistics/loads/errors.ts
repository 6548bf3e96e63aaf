import { messages } from '@harvest/domain';
import { AppError, badRequest, conflictOn, notFound } from '../../../platform/http/errors';

/** §8: a load the caller may not see, or that is not there, is one message (never whether it exists). */
export const loadNotFound = () => notFound(messages.logistics.loadNotFound);

/** The 400 of one field. */
export const invalidLoadField = (field: string, message: string = messages.validation.invalid) =>
  badRequest([{ field, message }]);

export const loadReferenceTaken = () => conflictOn('reference', messages.logistics.loadReferenceTaken);

export const loadDelivered = () => new AppError(409, messages.logistics.loadWeighedDelivered);
