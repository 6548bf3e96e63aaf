import { messages } from '../i18n/messages';

/**
 * PostgreSQL keeps neither a NUL character (refused in text and jsonb) nor half of a surrogate pair (it has no
 * UTF-8: jsonb refuses it, text would silently turn it into U+FFFD). Input carrying either is refused, never cleaned.
 */
// eslint-disable-next-line no-control-regex -- NUL is what it looks for.
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** How deep a request's input may nest: deeper than any schema of ours, shallow enough for recursive code. */
export const INPUT_DEPTH_MAX = 32;

/** Issues named in one answer at most: a request full of bad strings gets a short list. */
const ISSUES_MAX = 20;

export function isStorableText(text: string): boolean {
  // Most text has neither; a pair (an emoji) is looked at closely. No lookbehind: older Safari cannot parse one.
  if (!SUSPECT.test(text)) return true;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0 || (code >= 0xdc00 && code <= 0xdfff)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    }
  }
  return true;
}

/** An object read from JSON or a query (whose parser's objects have no Object prototype); bytes are not text. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

/**
 * A string that cannot be stored, named by its path: the envelope's ValidationIssue, declared here because the
 * domain's zod (which envelope.ts is written in) is built on this file.
 */
interface UnstorableIssue {
  field: string;
  message: string;
}

/**
 * Every string in a request's input (values and object keys, however deep, in arrays and records) that cannot be
 * stored, as validation issues naming its path (`items.0.name`; `base` when the input itself is the string), and
 * input nested deeper than INPUT_DEPTH_MAX. Walked without recursion, so any depth is safe to look at.
 */
export function unstorableInputIssues(input: unknown, base: string): UnstorableIssue[] {
  const issues: UnstorableIssue[] = [];
  const fieldOf = (path: string) => path || base;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0 && issues.length < ISSUES_MAX) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (!isStorableText(value)) issues.push({ field: fieldOf(path), message: messages.validation.unstorableText });
      continue;
    }
    const entries: [string, unknown][] | null = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : isRecord(value)
        ? Object.entries(value)
        : null;
    if (!entries) continue;
    if (depth >= INPUT_DEPTH_MAX) {
      issues.push({ field: fieldOf(path), message: messages.validation.tooDeep });
      continue;
    }
    // A key cannot be stored either; the issue names the object that holds it, not the unreadable key.
    if (!Array.isArray(value) && entries.some(([key]) => !isStorableText(key))) {
      issues.push({ field: fieldOf(path), message: messages.validation.unstorableText });
    }
    // Pushed backwards so that the issues come out in the input's order.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      if (!isStorableText(key)) continue;
      stack.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return issues;
}
