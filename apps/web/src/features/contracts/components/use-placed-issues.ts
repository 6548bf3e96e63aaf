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
  /**
   * Sends a save: true once it went; false when the API refused it on the form's fields (placed there). Any other
   * failure is thrown on, for the form's alert.
   */
  const sent = async (save: () => Promise<unknown>): Promise<boolean> => {
    try {
      await save();
      return true;
    } catch (error) {
      place(error);
      return false;
    }
  };
  return { issues, place, sent, clear: () => setIssues({}) };
}
