import {
  currentStop,
  DRIVER_ACTION_STATUS,
  driverActionIssue,
  driverActions,
  driverActionSchema,
  jobDrivable,
  podStop,
  podSubmitSchema,
  type DriverAction,
  type DriverDay,
  type DriverJob,
  type PodSubmit,
} from '@harvest/domain';
import { driverSaveOf } from './driver-paths';

/** A save still on the phone, as the driver's screens read it (the kept-save queue's KeptSave). */
export interface WaitingSave {
  key: string;
  path: string;
  body: unknown;
}

/** A job as the driver sees it now: the server's last word with what waits on the phone applied on top. */
export interface LocalDriverJob {
  job: DriverJob;
  /** The job's saves still to be sent (actions, PODs, positions). */
  waiting: number;
  /** PODs taken but not yet sent, by stop. */
  waitingPods: ReadonlyMap<string, PodSubmit>;
  /** Waiting actions the rules already refuse here (the server will refuse them too): shown, not applied. */
  refusedLocally: { key: string; action: DriverAction; message: string }[];
}

/** One action applied to the job as the server would: the same rule decides, the same fields move. */
function applyAction(job: DriverJob, action: DriverAction, at: string): DriverJob {
  const here = currentStop(job.stops);
  const next = job.stops.find((stop) => stop.arrivedAt === null);
  const stops = job.stops.map((stop) => {
    if (action === 'arrive' && stop.id === next?.id) return { ...stop, arrivedAt: at };
    if ((action === 'depart' || action === 'finish') && stop.id === here?.id) return { ...stop, departedAt: at };
    return stop;
  });
  const status = DRIVER_ACTION_STATUS[action];
  return {
    ...job,
    stops,
    status,
    drivable: jobDrivable(status),
    startedAt: action === 'start' ? at : job.startedAt,
    completedAt: action === 'finish' ? at : job.completedAt,
  };
}

/**
 * The job with the driver's waiting saves applied in the order they were made (issue 23, offline): each action is
 * checked with the domain's `driverActionIssue` on the job as it stands after the ones before, a waiting POD marks
 * its stop's proof taken, and the actions and POD stop open now are worked out again with `driverActions` and
 * `podStop`. So out of signal the driver arrives, departs, takes the POD and finishes as if each had been answered.
 */
export function withWaitingSaves(server: DriverJob, saves: readonly WaitingSave[], now: string): LocalDriverJob {
  let job = server;
  let waiting = 0;
  const waitingPods = new Map<string, PodSubmit>();
  const refusedLocally: LocalDriverJob['refusedLocally'] = [];
  for (const save of saves) {
    const what = driverSaveOf(save.path);
    if (!what || what.jobId !== server.id) continue;
    waiting += 1;
    if (what.kind === 'action') {
      const input = driverActionSchema.safeParse(save.body);
      if (!input.success) continue;
      const { action, stopId, at } = input.data;
      const issue = driverActionIssue(job, action, stopId);
      if (issue) refusedLocally.push({ key: save.key, action, message: issue });
      else job = applyAction(job, action, at ?? now);
    } else if (what.kind === 'pod' && what.stopId) {
      const pod = podSubmitSchema.safeParse(save.body);
      if (!pod.success) continue;
      const stopId = what.stopId;
      waitingPods.set(stopId, pod.data);
      job = { ...job, stops: job.stops.map((stop) => (stop.id === stopId ? { ...stop, podSubmitted: true } : stop)) };
    }
  }
  if (job !== server) {
    job = { ...job, actions: driverActions(job), podStopId: podStop(job)?.id ?? null };
  }
  return { job, waiting, waitingPods, refusedLocally };
}

/**
 * The job the app opens: the day's current one, unless it has been finished on the phone, in which case the next of
 * the day not finished (§4 'a completed job loads the next job').
 */
export function currentJobOf(day: DriverDay, local: (job: DriverJob) => DriverJob): DriverJob | null {
  const start = Math.max(
    0,
    day.jobs.findIndex((job) => job.id === day.currentJobId),
  );
  const open = (job: DriverJob) => {
    const seen = local(job);
    return seen.status !== 'completed' && seen.drivable;
  };
  return day.jobs.slice(start).find(open) ?? day.jobs.find(open) ?? null;
}
