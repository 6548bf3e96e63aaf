import { HEADERS } from '@harvest/domain';
import { APP_VERSION, deviceInfo } from '../app-info';
import { sessionStore } from '../storage/session-store';

/** The headers every call carries (DESIGN §2); credentials only when a session has them. */
export function requestHeaders(): Headers {
  const headers = new Headers({
    accept: 'application/json',
    [HEADERS.appVersion]: APP_VERSION,
    [HEADERS.timezoneOffset]: String(new Date().getTimezoneOffset()),
    [HEADERS.deviceInfo]: deviceInfo(),
  });
  const accessToken = sessionStore.getAccessToken();
  if (accessToken) headers.set('authorization', `Bearer ${accessToken}`);
  const idToken = sessionStore.getIdToken();
  if (idToken) headers.set(HEADERS.idToken, idToken);
  const organisation = sessionStore.getSelectedOrganisation();
  if (organisation) {
    headers.set(HEADERS.organisationId, organisation.id);
    headers.set(HEADERS.organisationName, organisation.name);
  }
  const impersonationToken = sessionStore.getImpersonationToken();
  if (impersonationToken) headers.set(HEADERS.impersonationToken, impersonationToken);
  return headers;
}
