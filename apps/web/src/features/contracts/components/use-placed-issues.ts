import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';

/**
 * The API's validation messages for a form kept in plain state: each placed on the form's field it names (or the
 * field its path starts with: `lots.0.recordId` is `lots`); what names none of them is thrown on, for the form's alert.
 */
export function usePlacedIssues<F extends string>(fields: readonly F[]) {
  const [issues, setIssues] = useState<Partial<Record<F, string>>>({});
  const place = (error: unknown): void => {
    if (!isApiError(error)) throw error;
    const placed: Partial<Record<F, string>> = {};
    for (const issue of error.validation) {
      const field = fields.find((name) => issue.field === name || issue.field.startsWith(`${name}.`));
      if (field) placed[field] ??= issue.message;
    }
    setIssues(placed);
    if (Object.keys(placed).length === 0) throw error;
  };
  return { issues, place, clear: () => setIssues({}) };
}
