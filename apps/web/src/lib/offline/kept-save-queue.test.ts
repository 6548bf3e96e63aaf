import { messages } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { outcomeOf } from './kept-save-queue';

const failed = (status: number, message = 'No') => new ApiError({ status, message });

describe('what a kept save’s failed send means', () => {
  it('keeps it for the next try when no answer came, the server failed, or the session must be renewed', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504]) {
      expect(outcomeOf(failed(status)).kind, `status ${status}`).toBe('retry');
    }
    expect(outcomeOf(new TypeError('Failed to fetch')).kind).toBe('retry');
  });

  it('keeps it while its first send is still running at the API, and counts it sent when that one saved it', () => {
    expect(outcomeOf(failed(409, messages.errors.idempotencyInProgress)).kind).toBe('retry');
    expect(outcomeOf(failed(409, messages.errors.idempotencyApplied)).kind).toBe('applied');
  });

  it('drops it, with the API’s words, only when the API refuses it', () => {
    expect(outcomeOf(failed(409, messages.inventory.movingTooMuch))).toMatchObject({
      kind: 'refused',
      message: messages.inventory.movingTooMuch,
    });
    for (const status of [400, 403, 404, 422]) expect(outcomeOf(failed(status)).kind).toBe('refused');
  });
});
