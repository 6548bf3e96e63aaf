import { apiRequest } from '../api/api-request';
import { sessionStore } from '../storage/session-store';

/**
 * DELETE /api/customers/impersonations/{id}, then back to the administrator's own
 * profile. The local end happens whatever the API says: an impersonation that has already
 * ended (440) or cannot be reached must not keep the administrator inside it.
 */
export async function endImpersonation(): Promise<void> {
  const impersonation = sessionStore.getSnapshot().impersonation;
  if (!impersonation) return;
  try {
    await apiRequest('DELETE', `/customers/impersonations/${encodeURIComponent(impersonation.id)}`);
  } catch (error) {
    console.error('Ending the impersonation failed', error);
  } finally {
    sessionStore.endImpersonation();
  }
}
