import { messages, type MovementConflict, type ValidationIssue } from '@harvest/domain';
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

export { importRefused, importTooLarge } from '../../platform/http/import-errors';
