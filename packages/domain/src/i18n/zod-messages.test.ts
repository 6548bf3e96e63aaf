import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '../zod';
import { messages } from './messages';
import { installEnGbZodMessages } from './zod-messages';

const firstMessage = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]?.message;
};

describe('en-GB validation messages', () => {
  beforeAll(() => installEnGbZodMessages());

  it("say 'Please enter a value' for a missing value", () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe(messages.validation.required);
    expect(firstMessage(z.string().min(1), '')).toBe(messages.validation.required);
  });

  it('name the limits of lengths and values', () => {
    expect(firstMessage(z.string().min(8), 'short')).toBe('Must be at least 8 characters');
    expect(firstMessage(z.string().max(3), 'toolong')).toBe('Must be at most 3 characters');
    expect(firstMessage(z.number().min(0.01), 0)).toBe('Must be at least 0.01');
    expect(firstMessage(z.number().max(2_000_000), 3_000_000)).toBe('Must be at most 2000000');
  });

  it('explain emails, numbers and choices', () => {
    expect(firstMessage(z.email(), 'farmer@')).toBe(messages.validation.email);
    expect(firstMessage(z.number(), 'ten')).toBe(messages.validation.numeric);
    expect(firstMessage(z.enum(['farm', 'store']), 'barn')).toBe(messages.validation.optionRequired);
  });
});
