import { formatMessage, messages, type DriverDay, type DriverJob } from '@harvest/domain';
import { describe, expect, it } from 'vitest';
import { driverJobFixture, FARM_STOP, MILL_STOP } from '../../../test/driver-fixtures';
import { driverPaths, driverSaveOf } from './driver-paths';
import { currentJobOf, withWaitingSaves, type WaitingSave } from './with-waiting-saves';

const FARM = FARM_STOP;
const MILL = MILL_STOP;
const drivenJob = driverJobFixture;

const JOB = '10000000-0000-4000-8000-000000000001';
let seq = 0;
const action = (jobId: string, body: object): WaitingSave => ({
  key: `k${++seq}`,
  path: driverPaths.actions(jobId),
  body,
});
const at = (minute: number) => `2026-11-27T09:${String(minute).padStart(2, '0')}:00.000Z`;
const POD = {
  receiverName: 'Sam Reed',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  photos: [],
};

describe('a driver save’s path', () => {
  it('names the job, the call and the stop, and nothing else', () => {
    expect(driverSaveOf(driverPaths.actions(JOB))).toEqual({ jobId: JOB, kind: 'action', stopId: null });
    expect(driverSaveOf(driverPaths.pod(JOB, MILL))).toEqual({ jobId: JOB, kind: 'pod', stopId: MILL });
    expect(driverSaveOf(driverPaths.positions(JOB))).toEqual({ jobId: JOB, kind: 'positions', stopId: null });
    expect(driverSaveOf('/inventory/movements')).toBeNull();
  });
});

describe('the job with the waiting saves applied on the phone', () => {
  it('is the server’s job when nothing waits', () => {
    const job = drivenJob(JOB);
    expect(withWaitingSaves(job, [], at(0))).toMatchObject({ job, waiting: 0, refusedLocally: [] });
  });

  it('starts, arrives, departs, takes the POD and finishes offline, offering each next action in turn', () => {
    const job = drivenJob(JOB);
    const saves: WaitingSave[] = [action(JOB, { action: 'start', at: at(0) })];
    let local = withWaitingSaves(job, saves, at(30));
    expect(local.job).toMatchObject({ status: 'started', startedAt: at(0) });
    expect(local.job.actions).toEqual([{ action: 'arrive', stopId: FARM }]);

    saves.push(action(JOB, { action: 'arrive', stopId: FARM, at: at(5) }));
    local = withWaitingSaves(job, saves, at(30));
    expect(local.job.status).toBe('active');
    expect(local.job.stops[0]?.arrivedAt).toBe(at(5));
    // Something is loaded here, not unloaded: no proof of delivery, on with the journey.
    expect(local.job.podStopId).toBeNull();
    expect(local.job.actions).toEqual([{ action: 'depart', stopId: FARM }]);

    saves.push(action(JOB, { action: 'depart', stopId: FARM, at: at(10) }));
    saves.push(action(JOB, { action: 'arrive', stopId: MILL, at: at(20) }));
    local = withWaitingSaves(job, saves, at(30));
    expect(local.job.podStopId).toBe(MILL);
    // The last stop, its POD not taken: neither leaving nor finishing yet.
    expect(local.job.actions).toEqual([]);

    saves.push({ key: 'pod', path: driverPaths.pod(JOB, MILL), body: POD });
    local = withWaitingSaves(job, saves, at(30));
    expect(local.waitingPods.get(MILL)).toMatchObject({ receiverName: 'Sam Reed' });
    expect(local.job.podStopId).toBeNull();
    expect(local.job.actions).toEqual([{ action: 'finish', stopId: null }]);

    saves.push(action(JOB, { action: 'finish', at: at(25) }));
    local = withWaitingSaves(job, saves, at(30));
    expect(local.job).toMatchObject({ status: 'completed', completedAt: at(25), drivable: false, actions: [] });
    expect(local.job.stops[1]?.departedAt).toBe(at(25));
    expect(local.waiting).toBe(6);
    expect(local.refusedLocally).toEqual([]);
  });

  it('shows, and does not apply, a waiting action the rules refuse, and counts only this job’s saves', () => {
    const job = drivenJob(JOB, { status: 'started', startedAt: at(0), actions: [] });
    const other = '10000000-0000-4000-8000-000000000002';
    const saves = [
      action(JOB, { action: 'start', at: at(1) }),
      action(JOB, { action: 'arrive', stopId: MILL, at: at(2) }),
      action(other, { action: 'start', at: at(1) }),
      { key: 'move', path: '/inventory/movements', body: {} },
      { key: 'pos', path: driverPaths.positions(JOB), body: { positions: [] } },
    ];
    const local = withWaitingSaves(job, saves, at(5));
    expect(local.waiting).toBe(3);
    expect(local.refusedLocally.map(({ action: name, message }) => [name, message])).toEqual([
      ['start', messages.logistics.jobAlreadyStarted],
      ['arrive', formatMessage(messages.logistics.stopsInOrder, { stop: 'Hillside Grain Store' })],
    ]);
    expect(local.job.stops.every((stop) => stop.arrivedAt === null)).toBe(true);
  });

  it('refuses everything on a job the server says can no longer be driven', () => {
    const job = drivenJob(JOB, { status: 'cancelled-by-organiser', drivable: false, actions: [] });
    const local = withWaitingSaves(job, [action(JOB, { action: 'start', at: at(1) })], at(2));
    expect(local.refusedLocally[0]?.message).toBe(messages.logistics.jobNotDrivable);
  });
});

describe('the job the app opens', () => {
  const first = drivenJob(JOB);
  const second = drivenJob('10000000-0000-4000-8000-000000000002');
  const day: DriverDay = { day: '2026-11-27', jobs: [first, second], currentJobId: first.id };

  it('is the day’s current job, and the next once the current one is finished on the phone', () => {
    expect(currentJobOf(day, (job) => job)?.id).toBe(first.id);
    const finished = (job: DriverJob) => (job.id === first.id ? { ...job, status: 'completed' as const } : job);
    expect(currentJobOf(day, finished)?.id).toBe(second.id);
  });

  it('is none when every job of the day is done', () => {
    expect(currentJobOf({ ...day, currentJobId: null }, (job) => ({ ...job, status: 'completed' }))).toBeNull();
  });
});
