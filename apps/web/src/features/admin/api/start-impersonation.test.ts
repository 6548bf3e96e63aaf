import { messages } from '@harvest/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/storage/session-store';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { adminProfile, ids, signInAs, farmImpersonation } from '../../../test/session-fixtures';
import { startImpersonation } from './start-impersonation';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const impersonation = farmImpersonation();

describe('startImpersonation', () => {
  it('drops the impersonation again when the API refuses the profile', async () => {
    signInAs(adminProfile());
    mockApi({
      [`GET /api/customers/organisations/${ids.farm}/impersonate`]: ok(impersonation),
      'GET /api/customers/users/me': fail(404, messages.errors.notFound),
    });
    await expect(startImpersonation({ organisationId: ids.farm })).rejects.toMatchObject({ status: 404 });
    expect(sessionStore.getSnapshot().impersonation).toBeNull();
  });

  it('keeps it when the profile call is cut short (leaving the page), so a reload stays inside it', async () => {
    signInAs(adminProfile());
    mockApi({
      [`GET /api/customers/organisations/${ids.farm}/impersonate`]: ok(impersonation),
      'GET /api/customers/users/me': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(startImpersonation({ organisationId: ids.farm })).rejects.toMatchObject({ status: 0 });
    expect(sessionStore.getSnapshot().impersonation?.id).toBe(ids.impersonation);
  });
});
