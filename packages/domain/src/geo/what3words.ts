import { z } from '../zod';
import { messages } from '../i18n/messages';

/**
 * Spec platform §5: a what3words address needs 3 words. Written as word.word.word (letters of
 * any script), optionally after the '///' the service prints before it.
 */
const WHAT3WORDS_PATTERN = /^(?:\/\/\/)?\p{L}+\.\p{L}+\.\p{L}+$/u;

export function isWhat3words(value: string): boolean {
  return WHAT3WORDS_PATTERN.test(value.trim());
}

/** The address as stored: without the leading '///', in lower case. */
export function normaliseWhat3words(value: string): string {
  return value
    .trim()
    .replace(/^\/\/\//, '')
    .toLowerCase();
}

export const what3wordsSchema = z
  .string()
  .trim()
  .max(200)
  .refine(isWhat3words, messages.validation.what3words)
  // overwrite, not transform: it stays a string both ways, so a reply carrying a stored address can be written.
  .overwrite(normaliseWhat3words);
