import { HEADERS } from '@harvest/domain';
import { APP_VERSION, deviceInfo } from '../app-info';
import { sessionStore } from '../storage/session-store';

/**
 * The headers every call carries (DESIGN §2). With `credentials` the session's tokens,
 * selected organisation and impersonation go too, where the session has them.
 */
export function requestHeaders({ credentials = true }: { credentials?: boolean } = {}): Headers {
  const headers = new Headers({
    accept: 'application/json',
    [HEADERS.appVersion]: APP_VERSION,
    [HEADERS.timezoneOffset]: String(new Date().getTimezoneOffset()),
    [HEADERS.deviceInfo]: deviceInfo(),
  });
  if (!credentials) return headers;
  const accessToken = sessionStore.getAccessToken();
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  const idToken = sessionStore.getIdToken();
  if (idToken) headers.set(HEADERS.idToken, idToken);
  const organisation = sessionStore.getSelectedOrganisation();
  if (organisation) {
    headers.set(HEADERS.organisationId, organisation.id);
    // Header values are ISO-8859-1 only: a name such as 'Ørsted Farms' goes URI-encoded.
    headers.set(HEADERS.organisationName, encodeURIComponent(organisation.name));
  }
  const impersonationToken = sessionStore.getImpersonationToken();
  if (impersonationToken) headers.set(HEADERS.impersonationToken, impersonationToken);
  return headers;
}
