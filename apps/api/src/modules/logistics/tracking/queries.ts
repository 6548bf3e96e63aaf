import type { JobStatus } from '@harvest/domain';
import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import { findRow, lockRow } from '../../../platform/db/find-row';
import { queryNamed } from '../../../platform/db/row-reader';
import { logisticsJobs, logisticsJobStops } from '../jobs/tables';
import { logisticsJobEtas, logisticsPositions } from './tables';

export type PositionRow = typeof logisticsPositions.$inferSelect;
export type EtaRow = typeof logisticsJobEtas.$inferSelect;

const p = logisticsPositions;
const e = logisticsJobEtas;

/** A reading as the positions call stores it. */
export interface NewPosition {
  jobId: string;
  driverId: string;
  carrierOrganisationId: string;
  latitude: number;
  longitude: number;
  accuracyM: number | null;
  speedMps: number | null;
  headingDeg: number | null;
  recordedAt: Date;
  receivedAt: Date;
}

/**
 * Stores a batch of readings in one statement; a reading already stored (same job, driver and time: the offline queue
 * sent it again) is passed over. Answers how many were new. Written by hand and prepared once per connection: every
 * driving phone sends one every 10 s (decisions.md "Hot statements").
 */
export async function insertPositions(exec: Executor, rows: readonly NewPosition[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = await queryNamed<{ id: string }>(
    exec,
    'logistics_positions_insert',
    sql`insert into logistics_positions (job_id, driver_id, carrier_organisation_id, latitude, longitude, accuracy_m,
        speed_mps, heading_deg, recorded_at, received_at)
      select job_id, driver_id, carrier_organisation_id, latitude, longitude, accuracy_m, speed_mps, heading_deg,
        recorded_at, received_at
      from json_to_recordset(${JSON.stringify(rows.map(positionRecord))}::json) as r(job_id uuid, driver_id uuid,
        carrier_organisation_id uuid, latitude double precision, longitude double precision,
        accuracy_m double precision, speed_mps double precision, heading_deg double precision,
        recorded_at timestamptz, received_at timestamptz)
      on conflict (job_id, driver_id, recorded_at) do nothing
      returning id`,
  );
  return stored.length;
}

const positionRecord = (row: NewPosition) => ({
  job_id: row.jobId,
  driver_id: row.driverId,
  carrier_organisation_id: row.carrierOrganisationId,
  latitude: row.latitude,
  longitude: row.longitude,
  accuracy_m: row.accuracyM,
  speed_mps: row.speedMps,
  heading_deg: row.headingDeg,
  recorded_at: row.recordedAt.toISOString(),
  received_at: row.receivedAt.toISOString(),
});

/** What a job's tracking view is made of, read in one statement. */
export interface TrackingRecord {
  id: string;
  status: JobStatus;
  startedAt: Date | null;
  /** Newest first. */
  positions: {
    latitude: number;
    longitude: number;
    speedMps: number | null;
    headingDeg: number | null;
    recordedAt: Date;
  }[];
  eta: (Omit<EtaRow, 'toldEtaAt' | 'nearSent'> & { stopName: string }) | null;
}

interface RawTrackingRecord {
  id: string;
  status: JobStatus;
  started_at: Date | string | null;
  positions: { lat: number; lon: number; speed: number | null; heading: number | null; at: string }[];
  eta: {
    stop_id: string;
    stop_name: string;
    eta_at: string;
    distance_metres: number;
    duration_seconds: number;
    estimate: boolean;
    computed_at: string;
  } | null;
}

/**
 * A job's status, its last `count` readings and its ETA with the stop's name, in one statement: the live event's
 * loader runs it for every reading a watched job sends.
 */
export async function trackingRecord(exec: Executor, jobId: string, count: number): Promise<TrackingRecord | null> {
  const [raw] = await queryNamed<RawTrackingRecord>(
    exec,
    'logistics_tracking_record',
    sql`select j.id, j.status, j.started_at,
        coalesce((select json_agg(json_build_object('lat', p.latitude, 'lon', p.longitude, 'speed', p.speed_mps,
            'heading', p.heading_deg, 'at', p.recorded_at) order by p.recorded_at desc)
          from (select * from ${p} where job_id = j.id order by recorded_at desc limit ${count}) p), '[]'::json)
          as positions,
        (select json_build_object('stop_id', e.stop_id, 'stop_name', s.name, 'eta_at', e.eta_at,
            'distance_metres', e.distance_metres, 'duration_seconds', e.duration_seconds, 'estimate', e.estimate,
            'computed_at', e.computed_at)
          from ${e} e join ${logisticsJobStops} s on s.id = e.stop_id where e.job_id = j.id) as eta
      from ${logisticsJobs} j where j.id = ${jobId}`,
  );
  if (!raw) return null;
  return {
    id: raw.id,
    status: raw.status,
    startedAt: raw.started_at === null ? null : new Date(raw.started_at),
    positions: raw.positions.map((each) => ({
      latitude: each.lat,
      longitude: each.lon,
      speedMps: each.speed,
      headingDeg: each.heading,
      recordedAt: new Date(each.at),
    })),
    eta: raw.eta && {
      jobId: raw.id,
      stopId: raw.eta.stop_id,
      stopName: raw.eta.stop_name,
      etaAt: new Date(raw.eta.eta_at),
      distanceMetres: raw.eta.distance_metres,
      durationSeconds: raw.eta.duration_seconds,
      estimate: raw.eta.estimate,
      computedAt: new Date(raw.eta.computed_at),
    },
  };
}

/** The job's last reading, if any. */
export async function lastPosition(exec: Executor, jobId: string): Promise<PositionRow | null> {
  const [row] = await exec.select().from(p).where(eq(p.jobId, jobId)).orderBy(desc(p.recordedAt)).limit(1);
  return row ?? null;
}

/** The job's row, locked for the rest of the transaction. */
export function lockJobById(exec: Executor, jobId: string) {
  return lockRow(exec, logisticsJobs, eq(logisticsJobs.id, jobId));
}

/**
 * Removes up to `batch` readings received before the cut-off (by the received index); answers how many went. Called
 * until it answers less than the batch, so a backlog of millions never holds one long transaction.
 */
export async function deletePositionsReceivedBefore(exec: Executor, before: Date, batch: number): Promise<number> {
  const due = exec.select({ id: p.id }).from(p).where(lt(p.receivedAt, before)).limit(batch);
  const removed = await exec.delete(p).where(inArray(p.id, due)).returning({ id: p.id });
  return removed.length;
}

export function etaOf(exec: Executor, jobId: string): Promise<EtaRow | null> {
  return findRow(exec, e, eq(e.jobId, jobId));
}

/** The job's ETA row held for the rest of the transaction (null when it has none). */
export function lockEta(exec: Executor, jobId: string): Promise<EtaRow | null> {
  return lockRow(exec, e, eq(e.jobId, jobId));
}

export async function saveEta(exec: Executor, row: EtaRow): Promise<void> {
  const { jobId: _key, ...rest } = row;
  await exec.insert(e).values(row).onConflictDoUpdate({ target: e.jobId, set: rest });
}

export async function clearEta(exec: Executor, jobId: string): Promise<void> {
  await exec.delete(e).where(eq(e.jobId, jobId));
}
