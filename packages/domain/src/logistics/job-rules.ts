import { instantOf } from '../calendar/zoned-time';
import { distanceKm } from '../geo/distance';
import { formatMessage, messages } from '../i18n/messages';
import { stateOf, type StateTable } from '../platform/state-table';
import { JOB_MIN_STOPS, JOB_UPCOMING_HOURS, REROUTE_AMENDMENT_HOURS } from './logistics-constants';
import {
  canMoveJob,
  jobEnded,
  jobReroutable,
  type JobDisplayStatus,
  type JobStatus,
  type StopType,
} from './job-states';

const HOUR_MS = 3_600_000;

/** §9: when driver or price amendments close after a re-route at `reroutedAt`. */
export function amendmentsCloseAt(reroutedAt: Date): Date {
  return new Date(reroutedAt.getTime() + REROUTE_AMENDMENT_HOURS * HOUR_MS);
}

/**
 * §9: driver or price amendments on a re-route stay open for 72 hours: open from the re-route until (not at) 72
 * hours after it. A job never re-routed has no window.
 */
export function amendmentsOpen(reroutedAt: Date | null, now: Date): boolean {
  return reroutedAt !== null && now.getTime() < amendmentsCloseAt(reroutedAt).getTime();
}

/** §8/§9: what a driver or price change after the window hears, and what the job page says once it has closed. */
export const amendmentWindowClosedMessage = (): string =>
  formatMessage(messages.logistics.amendmentWindowClosed, { hours: REROUTE_AMENDMENT_HOURS });

/** When a booked job starts to read 'upcoming': JOB_UPCOMING_HOURS before its pickup. */
export function upcomingFrom(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - JOB_UPCOMING_HOURS * HOUR_MS);
}

/** The facts a job's display status is read from; `upcomingFrom` is the pickup less JOB_UPCOMING_HOURS. */
export type JobStateFact = 'status' | 'upcomingFrom' | 'pickupAt';

/**
 * §4 Job 'upcoming': a booked (or re-routed, not yet started) job whose pickup is within the next JOB_UPCOMING_HOURS
 * reads upcoming; every other job reads its stored status. The jobs search filters and counts by the SQL the API
 * builds from this same table.
 */
export const JOB_STATE_TABLE: StateTable<JobDisplayStatus, JobStateFact> = {
  rules: [
    {
      state: 'upcoming',
      when: {
        all: [{ fact: 'status', in: ['booked', 're-routed'] }, { reached: 'upcomingFrom' }, { before: 'pickupAt' }],
      },
    },
  ],
  otherwise: { fact: 'status' },
};

/** The status a job is seen in at `now`, by JOB_STATE_TABLE. */
export function jobDisplayStatus(job: { status: JobStatus; pickupAt: Date }, now: Date): JobDisplayStatus {
  return stateOf(
    JOB_STATE_TABLE,
    { status: job.status, pickupAt: job.pickupAt, upcomingFrom: upcomingFrom(job.pickupAt) },
    now,
  );
}

/** A stop as the rules read it: where it is (both coordinates, or neither yet) and what happens there. */
export interface StopFacts {
  type: StopType;
  lat?: number | null;
  lon?: number | null;
}

export const stopLocated = (stop: StopFacts): boolean => typeof stop.lat === 'number' && typeof stop.lon === 'number';

/** A rule broken by a job's stops: the message, and the field it points at (`stops`, or `stops.<i>`). */
export interface StopIssue {
  field: string;
  message: string;
}

/**
 * §5 'Jobs need a valid route, all stop locations set, and at least two stops', and somewhere to load and somewhere
 * to unload (a 'both' stop is either). Each unlocated stop is named, so the form can point at it.
 */
export function stopIssues(stops: readonly StopFacts[]): StopIssue[] {
  const issues: StopIssue[] = [];
  if (stops.length < JOB_MIN_STOPS) {
    issues.push({ field: 'stops', message: formatMessage(messages.logistics.minStops, { count: JOB_MIN_STOPS }) });
  }
  stops.forEach((stop, index) => {
    if (!stopLocated(stop)) issues.push({ field: `stops.${index}`, message: messages.logistics.stopLocationRequired });
  });
  // A 'both' stop is either; with two stops or more, some stop must load and some stop unload.
  const loads = stops.some((stop) => stop.type !== 'unload');
  const unloads = stops.some((stop) => stop.type !== 'load');
  if (stops.length >= JOB_MIN_STOPS && !(loads && unloads)) {
    issues.push({ field: 'stops', message: messages.logistics.loadAndUnloadStops });
  }
  return issues;
}

/** Below this the stops are one place: a route from a yard to itself is no route (§5 'a valid route'). */
export const ROUTE_MIN_METRES = 100;

/** §5 'a valid route': one that goes somewhere, with a line to draw. */
export function routeValid(route: { distanceMetres: number; geometry: readonly unknown[] } | null): boolean {
  return (
    route !== null &&
    Number.isFinite(route.distanceMetres) &&
    route.distanceMetres >= ROUTE_MIN_METRES &&
    route.geometry.length >= 2
  );
}

/** The straight-line length of the stops in order, in km: what a route can never be shorter than. */
export function straightLineKm(points: readonly { lat: number; lon: number }[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1];
    const to = points[index];
    if (from && to) total += distanceKm(from, to);
  }
  return total;
}

/** Who a job is read by: the business that organised it, or the carrier it was given to (or asked to quote). */
export const JOB_SIDES = ['organiser', 'carrier'] as const;
export type JobSide = (typeof JOB_SIDES)[number];

/** What one side may do to a job in its status: the buttons the job page shows and the API allows. */
export const JOB_ACTIONS = ['edit', 'reroute', 'amend', 'cancel', 'decline', 'book'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

const UNASSIGNED: readonly JobStatus[] = ['awaiting-quotes', 'out-for-quote'];

/** Not yet given to a carrier: the organiser may change anything. */
export const jobUnassigned = (status: JobStatus): boolean => UNASSIGNED.includes(status);

/**
 * §9 amendments: whether the price and driver notes (the organiser's) or the driver (the carrier's) may change now.
 * Before a carrier has the job, the organiser changes anything; after, only while a re-route keeps them open, or in
 * the same change that re-routes it (which opens the window).
 */
export function jobAmendable(
  job: { status: JobStatus; reroutedAt: Date | null },
  now: Date,
  reroutesNow = false,
): boolean {
  if (jobEnded(job.status)) return false;
  return jobUnassigned(job.status) || reroutesNow || amendmentsOpen(job.reroutedAt, now);
}

export function jobActions(job: { status: JobStatus; reroutedAt: Date | null }, side: JobSide, now: Date): JobAction[] {
  const { status } = job;
  if (jobEnded(status)) return [];
  const actions: JobAction[] = [];
  // Either side's amendments (the organiser's price and notes, the carrier's driver) while a re-route keeps them open.
  const amend = !jobUnassigned(status) && amendmentsOpen(job.reroutedAt, now);
  if (side === 'organiser') {
    if (jobUnassigned(status)) actions.push('edit');
    else if (jobReroutable(status)) actions.push('reroute');
    if (amend) actions.push('amend');
    if (canMoveJob(status, 'cancelled-by-organiser')) actions.push('cancel');
  } else {
    if (canMoveJob(status, 'booked')) actions.push('book');
    if (amend) actions.push('amend');
    if (canMoveJob(status, 'declined')) actions.push('decline');
    if (canMoveJob(status, 'cancelled-by-carrier')) actions.push('cancel');
  }
  return actions;
}

/** A delivery's haulage is collected at the start of the working day, UK time, on its planned date. */
export const DELIVERY_PICKUP_HOUR = 8;

/** The pickup of a job made from a contract's delivery planned for `plannedDate` (YYYY-MM-DD): 08:00 in London. */
export function deliveryPickupAt(plannedDate: string): Date {
  const day = Math.floor(Date.parse(`${plannedDate}T00:00:00Z`) / 86_400_000);
  return instantOf(day, DELIVERY_PICKUP_HOUR * 3_600_000, 'Europe/London');
}

/**
 * Roads are longer than the straight line between two places: on the UK's rural roads the road distance runs about
 * 1.2 to 1.4 times the great-circle one, so 1.3 keeps an estimate near the truth without a road map.
 */
export const ROAD_FACTOR = 1.3;

/**
 * A loaded HGV's average over a grain run: 56 mph on dual carriageways, 50 mph on single ones (the 2015 limit), much
 * less through villages and farm tracks; 55 km/h is the usual planning figure for such a mix.
 */
export const HGV_AVERAGE_KMH = 55;

/**
 * The offline route (the API's default routing provider, and the new-job form's preview): great-circle legs times
 * ROAD_FACTOR at HGV_AVERAGE_KMH, drawn as straight lines, said to be an estimate.
 */
export function estimatedRoute(points: readonly { lat: number; lon: number }[]) {
  const km = straightLineKm(points) * ROAD_FACTOR;
  return {
    distanceMetres: Math.round(km * 1000),
    durationSeconds: Math.round((km / HGV_AVERAGE_KMH) * 3600),
    geometry: points.map((point): [number, number] => [point.lon, point.lat]),
    estimate: true,
    provider: 'estimate',
  };
}
