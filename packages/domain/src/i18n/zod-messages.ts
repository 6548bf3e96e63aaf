import { z } from 'zod';
import { formatMessage, messages } from './messages';

const v = messages.validation;

type Issue = z.core.$ZodRawIssue;

/**
 * Nothing entered: no value, an empty string, or the NaN a form's cleared number field stands for (JSON cannot
 * carry NaN, so only an empty field makes one). An empty number is required, never 'Numbers only'.
 */
export const isEmptyInput = (input: unknown): boolean =>
  input === undefined || input === null || input === '' || (typeof input === 'number' && Number.isNaN(input));

/**
 * Turns a zod issue into the spec's en-GB message. Installed on both sides so that a
 * form and the API say the same thing about the same input.
 */
export function enGbIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmptyInput(issue.input)) return v.required;
      return issue.expected === 'number' ? v.numeric : v.invalid;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? v.required : formatMessage(v.minLength, { min: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return v.optionRequired;
      return formatMessage(v.minValue, { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return formatMessage(v.maxLength, { max: Number(issue.maximum) });
      return formatMessage(v.maxValue, { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? v.email : v.invalid;
    case 'unrecognized_keys':
      return v.unknownField;
    case 'invalid_value':
      return v.optionRequired;
    default:
      return v.invalid;
  }
}

let installed = false;

export function installEnGbZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => enGbIssueMessage(issue) });
}
