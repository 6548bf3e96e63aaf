import { apiRequest } from '../api/api-request';

/** GET /api/auth/logout with the tokens as they are: signing out must not refresh them first. */
export async function logout(): Promise<void> {
  await apiRequest('GET', '/auth/logout', { refresh: false });
}
