/**
 * A haulage job (trading-logistics §3 Logistics, §4 Job). The organiser (a farm, a buyer, or a haulier for its own
 * work) makes it awaiting quotes; asking carriers sends it out for quote; accepting a quote (or giving it straight
 * to a carrier) assigns it; the carrier books it once its loads are allocated to vehicles and drivers; the driver
 * starts it, is active at a stop, in transit between stops, and completes it. A re-route changes the stops of a
 * job already assigned and keeps driver or price amendments open for 72 hours (§9). Either side may cancel; a
 * carrier may decline a job given to it.
 *
 * 'Upcoming' is read, not stored: a booked (or re-routed) job whose pickup is within the next day (jobUpcoming).
 * 'No longer drivable' is a label: a job its driver can no longer act on (jobDrivable).
 */
export const JOB_STATUSES = [
  'awaiting-quotes',
  'out-for-quote',
  'assigned',
  'booked',
  'started',
  'active',
  'in-transit',
  'completed',
  're-routed',
  'cancelled-by-carrier',
  'cancelled-by-organiser',
  'declined',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The statuses the spec lists, including the one read from the clock. */
export const JOB_DISPLAY_STATUSES = [...JOB_STATUSES, 'upcoming'] as const;
export type JobDisplayStatus = (typeof JOB_DISPLAY_STATUSES)[number];

/** What a job is for: the haulage the platform's people book. */
export const JOB_TYPES = ['grain', 'fertiliser', 'seed', 'feed', 'straw', 'machinery', 'other'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** §3 Stop: load, unload or both. */
export const STOP_TYPES = ['load', 'unload', 'both'] as const;
export type StopType = (typeof STOP_TYPES)[number];

/** §3 Stop: the waypoint types, in the spec's order. */
export const WAYPOINT_TYPES = [
  'cleaning-facilities',
  'collection-center',
  'depot',
  'farm',
  'feedlot',
  'layby',
  'malting',
  'mart',
  'mill',
  'offtaker',
  'overnight',
  'port',
  'processor',
  'rest',
  'silo',
  'trading',
  'train-station',
  'transport-hub',
  'weighbridge',
] as const;
export type WaypointType = (typeof WAYPOINT_TYPES)[number];

const CANCEL = ['cancelled-by-carrier', 'cancelled-by-organiser'] as const;

/** The moves a job may make, and no others. */
export const JOB_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  'awaiting-quotes': ['out-for-quote', 'assigned', 'cancelled-by-organiser'],
  // Every quote declined or withdrawn: it waits for quotes again.
  'out-for-quote': ['assigned', 'awaiting-quotes', 'cancelled-by-organiser'],
  assigned: ['booked', 're-routed', 'declined', ...CANCEL],
  booked: ['started', 're-routed', ...CANCEL],
  're-routed': ['booked', 'started', 'active', 'in-transit', 're-routed', ...CANCEL],
  started: ['active', 'in-transit', 're-routed', ...CANCEL],
  active: ['in-transit', 'completed', 're-routed', ...CANCEL],
  'in-transit': ['active', 'completed', 're-routed', ...CANCEL],
  completed: [],
  'cancelled-by-carrier': [],
  'cancelled-by-organiser': [],
  declined: [],
};

export const canMoveJob = (from: JobStatus, to: JobStatus): boolean => JOB_TRANSITIONS[from].includes(to);

/** Ended: nothing more happens to it. */
export const jobEnded = (status: JobStatus): boolean => JOB_TRANSITIONS[status].length === 0;

/** A job a driver may act on: given to a carrier and not ended (§8 'That job can no longer be driven'). */
export const jobDrivable = (status: JobStatus): boolean =>
  ['booked', 're-routed', 'started', 'active', 'in-transit'].includes(status);

/** Its stops may still be changed by the organiser: before a carrier has it, freely; after, as a re-route. */
export const jobReroutable = (status: JobStatus): boolean => canMoveJob(status, 're-routed');
