import {
  formatMessage,
  messages,
  type MovementConflict,
  type StockImportIssue,
  type ValidationIssue,
} from '@harvest/domain';
import { AppError, badRequest } from '../../platform/http/errors';

/** A field of the request that is not right, with what to tell the person (by default: not valid). */
export const invalid = (field: string, message: string = messages.validation.invalid): ValidationIssue => ({
  field,
  message,
});

/** The 400 of one field. */
export const invalidField = (field: string, message?: string) => badRequest([invalid(field, message)]);

/** A movement refused for its conflicts: 409 with each conflict's message under the field it concerns. */
export const movementRefused = (conflicts: MovementConflict[]) =>
  new AppError(
    409,
    conflicts[0]?.message ?? messages.errors.conflict,
    conflicts.map((each) =>
      invalid(each.kind === 'inventoryShortfall' ? 'quantityKg' : 'destinationStorageId', each.message),
    ),
  );

/** The 413 of a stock import over its limits. */
export const importTooLarge = (message: string) => new AppError(413, message);

/**
 * The stock import's 422: nothing written, each bad row in the envelope's validation list under its column, the
 * message saying the row ("Row 3: There is no crop called Quinoa").
 */
export const importRefused = (issues: StockImportIssue[]) =>
  new AppError(
    422,
    messages.inventory.importNothingWritten,
    issues.map((issue) =>
      invalid(
        issue.field,
        formatMessage(messages.inventory.importRowInvalid, { row: issue.row, message: issue.message }),
      ),
    ),
  );
