import { formatMessage, messages, type StockImportIssue } from '@harvest/domain';
import { AppError } from './errors';

/** A CSV import over its limits (rows or bytes). */
export const importTooLarge = (message: string) => new AppError(413, message);

/** A CSV import with bad rows, not a dry run: nothing written, each bad row under its column ("Row 3: ..."). */
export const importRefused = (issues: readonly StockImportIssue[]) =>
  new AppError(
    422,
    messages.inventory.importNothingWritten,
    issues.map((issue) => ({
      field: issue.field,
      message: formatMessage(messages.inventory.importRowInvalid, { row: issue.row, message: issue.message }),
    })),
  );
