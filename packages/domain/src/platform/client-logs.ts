import { z } from '../zod';
import { hasModule } from '../accounts/permissions';
import { ROLE_SYS_ADMIN } from './constants';
import { listQuerySchema } from './pagination';

/** Spec platform §3: a log entry's level is debug, warn or error. */
export const LOG_LEVELS = ['debug', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Spec platform §9: 'Log flush every 5 s'. */
export const LOG_FLUSH_INTERVAL_MS = 5_000;

/** Entries in one POST /log/v1/logs; a client with more sends them in the next flush. */
export const LOG_BATCH_MAX = 100;

/** Spec platform §5 'Cleaning': strings over 500 characters are cut at 501. */
const CLEAN_STRING_LIMIT = 500;
const CLEAN_STRING_CUT = 501;

/** Retention of stored client logs when LOG_RETENTION_DAYS is not set (issue 5: 30 days by default). */
export const LOG_RETENTION_DAYS_DEFAULT = 30;

/** What sends logs: the web app and the native apps. */
export const LOG_SERVICES = ['web', 'native'] as const;
export const LOG_PLATFORMS = ['web', 'ios', 'android'] as const;

/**
 * The tags a client may put on an entry (GET /log/v1/tags), so a system administrator can
 * search one kind of trouble: failed API calls, a route that crashed, sign-in and session
 * trouble, the offline app, anything else.
 */
export const LOG_TAGS = ['api', 'route-error', 'auth', 'session', 'offline', 'ui'] as const;
export type LogTag = (typeof LOG_TAGS)[number];

/**
 * §5 'Cleaning': a string over 500 characters keeps its first 501, anything shorter is left alone. A cut that would
 * keep half of a surrogate pair (an emoji) keeps 500: half a pair cannot be stored.
 */
export function cleanString(value: string): string {
  if (value.length <= CLEAN_STRING_LIMIT) return value;
  const last = value.charCodeAt(CLEAN_STRING_CUT - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? CLEAN_STRING_CUT - 1 : CLEAN_STRING_CUT);
}

/** Cleans every string inside a JSON value (keys and values), however deep. */
export function cleanJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [cleanString(key), cleanJson(inner)]));
  }
  return value;
}

/**
 * One entry as a client sends it (platform §3 and §7: timestamp, level, message, data, app
 * version, user id, region, service, meta.platform). The user id is the client's say only: the
 * API stores the signed-in user and organisation instead.
 */
export const clientLogEntrySchema = z.object({
  timestamp: z.iso.datetime({ offset: true }),
  level: z.enum(LOG_LEVELS),
  message: z.string().min(1),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
  app: z.object({ version: z.string().max(64) }).optional(),
  userId: z.string().max(64).nullable().optional(),
  region: z.string().max(64).nullable().optional(),
  service: z.enum(LOG_SERVICES),
  meta: z.object({ platform: z.enum(LOG_PLATFORMS) }),
  tags: z.array(z.enum(LOG_TAGS)).max(LOG_TAGS.length).optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

export const clientLogBatchSchema = z.array(clientLogEntrySchema).min(1).max(LOG_BATCH_MAX);

export const clientLogReceiptSchema = z.object({ accepted: z.number().int() });

export const clientLogTagsSchema = z.object({
  tags: z.array(z.string()),
  levels: z.array(z.string()),
  services: z.array(z.string()),
  platforms: z.array(z.string()),
});

/** A stored entry as a system administrator sees it. */
export const storedClientLogSchema = z.object({
  id: z.uuid(),
  timestamp: z.string(),
  created: z.string(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  data: z.unknown(),
  appVersion: z.string().nullable(),
  userId: z.string().nullable(),
  /** The person's name now, joined by the API; null when there is no user or they are gone. */
  userName: z.string().nullable(),
  organisationId: z.string().nullable(),
  /** The organisation's name now, joined by the API; null when there is none or it is gone. */
  organisationName: z.string().nullable(),
  region: z.string().nullable(),
  service: z.string().nullable(),
  platform: z.string().nullable(),
  tags: z.array(z.string()),
});
export type StoredClientLog = z.infer<typeof storedClientLogSchema>;

/** The system administrator's search: text in the message, level, who, and a time range (by when stored). */
export const clientLogSearchSchema = listQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  level: z.enum(LOG_LEVELS).optional(),
  userId: z.uuid().optional(),
  organisationId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ClientLogSearch = z.infer<typeof clientLogSearchSchema>;

/** Who the logs are about: the acting profile, and whether an administrator is behind it. */
interface LogSubject {
  roles: readonly string[];
  organisation: { modules: readonly { id: string }[] };
}

/**
 * Spec platform §6: 'Log sending happens only for authenticated non-admin inventory users':
 * signed in, not a system administrator (nor one impersonating), and the organisation has
 * inventory:core.
 */
export function shouldSendLogs(profile: LogSubject | null, options: { impersonating?: boolean } = {}): boolean {
  if (!profile || options.impersonating) return false;
  if (profile.roles.includes(ROLE_SYS_ADMIN)) return false;
  return hasModule(
    profile.organisation.modules.map((module) => module.id),
    'inventory:core',
  );
}

/**
 * Uploads one user may make a minute: a client flushes every 5 s (12 a minute) plus once on page
 * unload; a few tabs fit well inside this, a client stuck in a loop does not.
 */
export const LOG_UPLOADS_PER_MINUTE = 60;
export const LOG_UPLOAD_WINDOW_MS = 60_000;
