/** Trading-logistics §9: driver or price amendments on a re-route stay open for 72 hours. */
export const REROUTE_AMENDMENT_HOURS = 72;

/** A booked job reads upcoming when its pickup is within this long (§4 Job 'upcoming'). */
export const JOB_UPCOMING_HOURS = 24;

/** §5: a job needs at least two stops. */
export const JOB_MIN_STOPS = 2;
