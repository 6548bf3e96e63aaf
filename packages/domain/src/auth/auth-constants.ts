/** Spec platform §4, §9 and issue 3: how long sign-in artefacts live and how often one may try. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
/** A refresh token is rotated on every use; one unused for this long has expired. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** An impersonation ends by itself after this long; calls with its token then answer 440. */
export const IMPERSONATION_TTL_MS = 60 * 60 * 1000;

export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** More failures than this for one username within the window: 429. */
export const LOGIN_ATTEMPT_LIMIT_PER_USERNAME = 5;
/** More failures than this from one address within the window: 429. */
export const LOGIN_ATTEMPT_LIMIT_PER_ADDRESS = 20;

/** The status the API answers once an impersonation has ended or expired (DESIGN §2). */
export const IMPERSONATION_ENDED_STATUS = 440;

/** Known user key-value metadata keys (platform §3). */
export const PROFILE_KV_KEYS = ['has-created-vehicles', 'has-created-job', 'has-dismissed-tutorial'] as const;
export type ProfileKvKey = (typeof PROFILE_KV_KEYS)[number];

/** A redirect query value that never overrides the landing path (platform §2). */
export const IGNORED_REDIRECT = 'gdx';
