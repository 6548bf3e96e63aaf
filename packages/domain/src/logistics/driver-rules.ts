import { instantOf, isoDateOf, zonedDay } from '../calendar/zoned-time';
import { formatMessage, messages } from '../i18n/messages';
import { jobDrivable, type JobStatus, type StopType } from './job-states';

/**
 * The driver app's swipe actions (trading-logistics §2): start the job, arrive at each stop in turn, depart it, and
 * finish the job at the last stop. Each moves the job (§4): start -> started, arrive -> active (at a stop), depart ->
 * in transit, finish -> completed. The proof of delivery is taken at every stop where something is unloaded before
 * the driver leaves it (or finishes there).
 */
const UK_TIME_ZONE = 'Europe/London';

export const DRIVER_ACTIONS = ['start', 'arrive', 'depart', 'finish'] as const;
export type DriverAction = (typeof DRIVER_ACTIONS)[number];

/** The job status each action leaves the job in. */
export const DRIVER_ACTION_STATUS: Readonly<Record<DriverAction, JobStatus>> = {
  start: 'started',
  arrive: 'active',
  depart: 'in-transit',
  finish: 'completed',
};

/** A stop as the driver's rules read it. */
export interface DrivenStop {
  id: string;
  type: StopType;
  name: string;
  arrivedAt: Date | string | null;
  departedAt: Date | string | null;
  /** Its proof of delivery has been submitted. */
  podSubmitted: boolean;
}

export interface DrivenJob {
  status: JobStatus;
  startedAt: Date | string | null;
  /** In the order driven. */
  stops: readonly DrivenStop[];
}

/** Something is unloaded there: its proof of delivery is taken before the driver leaves. */
export const stopNeedsPod = (stop: Pick<DrivenStop, 'type'>): boolean => stop.type !== 'load';

/** The stop the driver is at: arrived, not yet left. */
export const currentStop = (stops: readonly DrivenStop[]): DrivenStop | null =>
  stops.find((stop) => stop.arrivedAt !== null && stop.departedAt === null) ?? null;

/** The next stop to arrive at: the first not yet reached (stops are driven in order). */
export const nextStop = (stops: readonly DrivenStop[]): DrivenStop | null =>
  stops.find((stop) => stop.arrivedAt === null) ?? null;

/** The stop a proof of delivery may be taken at now: the current one, if something is unloaded there. */
export function podStop(job: DrivenJob): DrivenStop | null {
  const stop = currentStop(job.stops);
  return stop && stopNeedsPod(stop) && !stop.podSubmitted ? stop : null;
}

/**
 * Why the driver may not take `action` now (409's message), or null when they may. `stopId`, when given for arrive
 * or depart, must be the stop the action is at: an action queued offline for a stop since passed is refused.
 */
export function driverActionIssue(job: DrivenJob, action: DriverAction, stopId?: string | null): string | null {
  if (job.status === 'completed') return messages.logistics.jobFinished;
  if (!jobDrivable(job.status)) return messages.logistics.jobNotDrivable;
  const started = job.startedAt !== null;
  const here = currentStop(job.stops);
  const next = nextStop(job.stops);
  switch (action) {
    case 'start':
      return started ? messages.logistics.jobAlreadyStarted : null;
    case 'arrive':
      if (!started) return messages.logistics.startJobFirst;
      if (here) return formatMessage(messages.logistics.departFirst, { stop: here.name });
      if (!next) return messages.logistics.noStopLeft;
      if (stopId && stopId !== next.id) return formatMessage(messages.logistics.stopsInOrder, { stop: next.name });
      return null;
    case 'depart':
      if (!here) return messages.logistics.notAtStop;
      if (stopId && stopId !== here.id) return messages.logistics.notAtStop;
      if (stopNeedsPod(here) && !here.podSubmitted) {
        return formatMessage(messages.logistics.podBeforeLeaving, { stop: here.name });
      }
      // The last stop is left by finishing the job.
      if (!next) return messages.logistics.finishAtLastStop;
      return null;
    case 'finish': {
      if (!started) return messages.logistics.startJobFirst;
      if (next) return formatMessage(messages.logistics.stopsLeft, { stop: next.name });
      const missing = job.stops.find((stop) => stopNeedsPod(stop) && !stop.podSubmitted);
      if (missing) return formatMessage(messages.logistics.podBeforeLeaving, { stop: missing.name });
      return null;
    }
  }
}

/** The actions open to the driver now (the app shows only these), with the stop each is at. */
export function driverActions(job: DrivenJob): { action: DriverAction; stopId: string | null }[] {
  const here = currentStop(job.stops);
  const next = nextStop(job.stops);
  return DRIVER_ACTIONS.filter((action) => driverActionIssue(job, action) === null).map((action) => ({
    action,
    stopId: action === 'arrive' ? (next?.id ?? null) : action === 'depart' ? (here?.id ?? null) : null,
  }));
}

/**
 * How far back an action done offline may say it happened: a phone that was out of signal all day still sends the
 * day's actions with the times they were done; anything older, or in the future beyond a clock's drift, takes the
 * server's time instead.
 */
export const DRIVER_ACTION_BACKDATE_HOURS = 24;
export const DRIVER_CLOCK_DRIFT_MINUTES = 5;

/** When an action happened: the phone's time when believable, else the server's. */
export function actionTime(at: string | null | undefined, now: Date): Date {
  if (!at) return now;
  const told = new Date(at);
  const earliest = now.getTime() - DRIVER_ACTION_BACKDATE_HOURS * 3_600_000;
  const latest = now.getTime() + DRIVER_CLOCK_DRIFT_MINUTES * 60_000;
  if (Number.isNaN(told.getTime()) || told.getTime() < earliest || told.getTime() > latest) return now;
  return told.getTime() > now.getTime() ? now : told;
}

/** The driver's day in the UK: its date, and the instants it starts and ends (23 or 25 hours on clock changes). */
export function driverDay(now: Date): { day: string; start: Date; end: Date } {
  const { day } = zonedDay(now, UK_TIME_ZONE);
  return { day: isoDateOf(day), start: instantOf(day, 0, UK_TIME_ZONE), end: instantOf(day + 1, 0, UK_TIME_ZONE) };
}
