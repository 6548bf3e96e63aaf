import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * The API's validation messages that belong to the named fields (the first for each), and the message for the
 * form-level alert when none of them does: what a form without react-hook-form shows (the quick sign-in).
 */
export function apiValidationOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: error instanceof Error ? error.message : null };
  const placed: Partial<Record<F, string>> = {};
  for (const issue of error.validation) {
    const field = fields.find((name) => name === issue.field);
    if (field) placed[field] ??= issue.message;
  }
  return { fields: placed, message: Object.keys(placed).length > 0 ? null : error.message };
}

/**
 * Puts the API's validation messages on the form's own fields. Answers the error's
 * message when none of them belongs to a field of this form, for the form-level alert.
 */
export function applyApiValidation<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const found = apiValidationOf(error, fields);
  let placed = false;
  for (const [field, message] of Object.entries(found.fields) as [Path<T>, string][]) {
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return found.message;
}

/** A caught error's message for an alert, with the spec's generic words for anything odd. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
