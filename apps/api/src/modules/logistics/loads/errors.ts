import { formatMessage, messages, type LoadImportResult } from '@harvest/domain';
import { AppError, badRequest, conflictOn, notFound } from '../../../platform/http/errors';

/** §8: a load the caller may not see, or that is not there, is one message (never whether it exists). */
export const loadNotFound = () => notFound(messages.logistics.loadNotFound);

/** The 400 of one field. */
export const invalidLoadField = (field: string, message: string = messages.validation.invalid) =>
  badRequest([{ field, message }]);

export const loadReferenceTaken = () => conflictOn('reference', messages.logistics.loadReferenceTaken);

export const loadDelivered = () => new AppError(409, messages.logistics.loadWeighedDelivered);

/** The upload over its limits. */
export const loadImportTooLarge = (message: string) => new AppError(413, message);

/** The upload's 422, as the stock import's: nothing written, each bad row under its column ("Row 3: ..."). */
export const loadImportRefused = (issues: LoadImportResult['issues']) =>
  new AppError(
    422,
    messages.inventory.importNothingWritten,
    issues.map((issue) => ({
      field: issue.field,
      message: formatMessage(messages.inventory.importRowInvalid, { row: issue.row, message: issue.message }),
    })),
  );
