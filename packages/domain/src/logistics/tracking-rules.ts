import type { JobStatus } from './job-states';

/**
 * Live tracking (trading-logistics §1 'live tracking and ETA notifications'): while a job is driven, the driver app
 * sends where the vehicle is; the job's parties watch it on the map with the ETA to the next stop, and hear when it
 * starts, is about half an hour away, arrives, and when the ETA slips.
 */

/** The app sends a position at most this often while the job is on and the phone is charging or well charged. */
export const POSITION_INTERVAL_SECONDS = 10;
/** On a low battery (20% or less, not charging) it sends a third as often. */
export const POSITION_LOW_BATTERY_INTERVAL_SECONDS = 30;
export const LOW_BATTERY_LEVEL = 0.2;
/** Positions kept on the phone while out of signal are sent together, this many at most per call. */
export const POSITION_BATCH_MAX = 60;
/** A job's positions are removed this long after they were recorded, unless configured otherwise. */
export const POSITION_RETENTION_DAYS = 90;
/** How many of the last positions the job page draws as the vehicle's trail. */
export const TRACK_TRAIL_POSITIONS = 50;

/** A vehicle this close (by its ETA) to the next stop is 'about 30 minutes away'. */
export const ETA_NEAR_MINUTES = 30;
/** An ETA later than the one last told by more than this has slipped, unless configured otherwise. */
export const ETA_SLIP_MARGIN_MINUTES = 15;
/** The ETA is worked out again from the routing provider at most this often per job. */
export const ETA_REFRESH_SECONDS = 60;

export const ETA_NOTICES = ['started', 'near', 'arrived', 'slipped'] as const;
export type EtaNotice = (typeof ETA_NOTICES)[number];

/** The job page, where the parties watch the vehicle: what tracking notices lead to. */
export const trackedJobPath = (jobId: string): string => `/logistics/jobs/${jobId}`;

/** Positions are stored only while the job is being driven: never before it starts or after it ends. */
export const trackingOn = (status: JobStatus, startedAt: Date | string | null): boolean =>
  startedAt !== null && ['started', 'active', 'in-transit', 're-routed'].includes(status);

/** What has been told of the ETA to one stop: the near notice, and the ETA the parties last heard. */
export interface EtaTold {
  nearSent: boolean;
  /** The ETA last told (the first worked out, or the one a slip notice told); null before any. */
  toldEtaAt: Date | null;
}

/**
 * Which notices a fresh ETA to the next stop calls for: 'near' once, when it first comes within ETA_NEAR_MINUTES;
 * 'slipped' when it is later than the ETA last told by more than the margin (again after each further slip).
 */
export function etaNoticesFor(
  told: EtaTold,
  etaAt: Date,
  now: Date,
  slipMarginMinutes: number = ETA_SLIP_MARGIN_MINUTES,
): EtaNotice[] {
  const notices: EtaNotice[] = [];
  if (!told.nearSent && etaAt.getTime() - now.getTime() <= ETA_NEAR_MINUTES * 60_000) notices.push('near');
  if (told.toldEtaAt && etaAt.getTime() - told.toldEtaAt.getTime() > slipMarginMinutes * 60_000) {
    notices.push('slipped');
  }
  return notices;
}
