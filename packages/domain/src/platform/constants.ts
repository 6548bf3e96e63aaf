/** Limits and timings of the platform (spec: platform §9, DESIGN §2). */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
export const API_TIMEOUT_MS = 30_000;
export const API_RETRY_LIMIT = 5;
export const TOKEN_REFRESH_WAIT_MS = 2_000;
/** JSON bodies; file uploads set their own limit. */
export const JSON_BODY_LIMIT_BYTES = 1_048_576;
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const ROLE_SYS_ADMIN = 'sys-admin';

/** The support line an unvetted organisation is asked to call (trading §8: 'The support phone is shown as {phone}'). */
export const SUPPORT_PHONE = '+44 1223 000000';

export const HEADERS = {
  idToken: 'x-id-token',
  refreshToken: 'x-refresh-token',
  timezoneOffset: 'x-timezone-offset',
  deviceInfo: 'x-device-info',
  organisationId: 'x-organisation-id',
  organisationName: 'x-organisation-name',
  impersonationToken: 'x-impersonation-token',
  appVersion: 'x-app-version',
  requestId: 'x-request-id',
  offline: 'x-offline',
  idempotencyKey: 'idempotency-key',
  /** The API's clock (the test clock outside production), so countdowns agree with the deadlines it enforces. */
  serverTime: 'x-server-time',
} as const;

/** An id as the API issues it (a UUID); a page whose id parameter does not match is not found. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
