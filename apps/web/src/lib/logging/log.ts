import { shouldSendLogs } from '@harvest/domain';
import { onApiFailure } from '../api/api-failures';
import { apiRequest } from '../api/api-request';
import { APP_VERSION } from '../app-info';
import { isAuthenticated, isImpersonating } from '../session/session-selectors';
import { sessionStore } from '../storage/session-store';
import { createClientLogger, type LogSubjectNow } from './client-logger';

export const LOGS_PATH = '/log/v1/logs';

function subjectNow(): LogSubjectNow {
  const state = sessionStore.getSnapshot();
  const allowed = isAuthenticated(state) && shouldSendLogs(state.profile, { impersonating: isImpersonating(state) });
  return {
    allowed,
    userId: state.profile?.userId ?? null,
    region: state.profile?.organisation.countryISO ?? null,
  };
}

/**
 * The app's logger. Uploads go through apiRequest with `keepalive` rather than
 * navigator.sendBeacon: the API knows the caller only from the Authorization bearer header
 * (tokens live in localStorage, no cookie), and a beacon cannot set headers, so every beacon
 * would be refused with 401. A keepalive fetch carries the headers and still outlives the page.
 */
export const log = createClientLogger({
  send: async (entries, { keepalive }) => {
    await apiRequest('POST', LOGS_PATH, { body: entries, keepalive });
  },
  subject: subjectNow,
  appVersion: APP_VERSION,
  now: () => new Date(),
  warn: (message, error) => console.warn(message, error),
});

/**
 * Starts the flush timer and the page-hide flush, and logs every API call that failed on the
 * server's side (except the log upload itself, which would feed on its own failures).
 * Answers the clean-up.
 */
export function startClientLogging(target: Window = window): () => void {
  const stop = log.start(target);
  const stopFailures = onApiFailure((failure) => {
    if (failure.path === LOGS_PATH) return;
    log.error(`API ${failure.method} ${failure.path} answered ${failure.status}`, { ...failure }, ['api']);
  });
  return () => {
    stop();
    stopFailures();
  };
}
