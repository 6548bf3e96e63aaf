import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts the API's validation messages on the form's own fields. Answers the error's
 * message when none of them belongs to a field of this form, for the form-level alert.
 */
export function applyApiValidation<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  if (!isApiError(error)) return error instanceof Error ? error.message : null;
  let placed = false;
  for (const issue of error.validation) {
    const field = fields.find((name) => name === issue.field);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : error.message;
}

/** A caught error's message for an alert, with the spec's generic words for anything odd. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
