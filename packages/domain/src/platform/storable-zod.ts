import { z as zod } from 'zod';
import { messages } from '../i18n/messages';
import { isStorableText } from './storable-text';

/**
 * Zod as the domain uses it (through `../zod`): the same, except that every string refuses what PostgreSQL cannot
 * keep (a NUL, a lone surrogate), first and alone, with one message. A form and the API say the same about it.
 */
export * from 'zod';

const storable = { message: messages.validation.unstorableText, abort: true } as const;

export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine(isStorableText, storable);
}

/** A URL is checked by parsing it, which takes a NUL as it comes. */
export function url(params?: string | zod.core.$ZodURLParams): zod.ZodURL {
  return zod.url(params).refine(isStorableText, storable);
}
