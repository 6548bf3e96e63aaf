import type { JobStatus } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { logisticsCarrierTerms } from '../src/modules/logistics/fleet/tables';
import { logisticsJobs, logisticsJobStops } from '../src/modules/logistics/jobs/tables';
import { logisticsLoads } from '../src/modules/logistics/loads/tables';
import type { Executor } from '../src/platform/db/database';
import { DEMO_PASSWORD, rows } from './auth-helpers';
import type { TestApp } from './build-test-app';

/*
 * Jobs and carriers for the quote tests: the jobs API is another part of issue 22, so its rows are written straight
 * into the foundation's tables here, as that part would leave them.
 */

const DAY = 24 * 60 * 60 * 1000;
let written = 0;

/** A second carrier beside Fenland Haulage, so an organiser can compare two quotes. */
export const WOLDS = { name: 'Wolds Transport Ltd', email: 'owner@wolds.test' } as const;

export async function addSecondCarrier(t: TestApp): Promise<string> {
  const { organisations, users, passwords } = t.app.platform.services;
  return t.app.platform.database.db.transaction(async (tx) => {
    const organisation = await organisations.create(tx, { name: WOLDS.name, vetted: true, modules: [] });
    const { user } = await users.addMember(tx, organisation.id, {
      email: WOLDS.email,
      givenName: 'Wendy',
      familyName: 'Wold',
      groups: ['owner', 'carrier'],
      acceptedTerms: true,
    });
    await passwords.setPassword(tx, user.id, DEMO_PASSWORD);
    return organisation.id;
  });
}

/** A grain job of the organiser's, from its farm to a mill, picked up in two days, with one 29 t load. */
export async function insertJob(
  exec: Executor,
  input: { organiserId: string; now: Date; status?: JobStatus; reference?: string; carrierId?: string | null },
): Promise<string> {
  const reference = input.reference ?? `J-9${String((written += 1)).padStart(5, '0')}`;
  const [job] = await exec
    .insert(logisticsJobs)
    .values({
      reference,
      organiserOrganisationId: input.organiserId,
      carrierOrganisationId: input.carrierId ?? null,
      type: 'grain',
      status: input.status ?? 'awaiting-quotes',
      pickupAt: new Date(input.now.getTime() + 2 * DAY),
      requireGrainSample: true,
      driverNotes: 'Ring the farm office on arrival',
      route: {
        distanceMetres: 42_300,
        durationSeconds: 3_100,
        geometry: [
          [0.71, 52.24],
          [0.12, 52.2],
        ],
        estimate: true,
        provider: 'estimate',
      },
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: logisticsJobs.id });
  if (!job) throw new Error('No job written');
  await exec.insert(logisticsJobStops).values([
    {
      jobId: job.id,
      position: 1,
      type: 'load',
      waypointType: 'farm',
      name: 'Hillside Farm',
      postcode: 'IP30 0AB',
      latitude: 52.24,
      longitude: 0.71,
    },
    {
      jobId: job.id,
      position: 2,
      type: 'unload',
      waypointType: 'mill',
      name: 'Cambridge Mill',
      postcode: 'CB1 2AB',
      latitude: 52.2,
      longitude: 0.12,
    },
  ]);
  await exec.insert(logisticsLoads).values({
    organisationId: input.organiserId,
    jobId: job.id,
    reference: `LD-${reference}`,
    weightKg: 29_000,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return job.id;
}

/** The carrier's terms at a version (as the fleet part's PUT /api/logistics/terms leaves them). */
export async function setCarrierTerms(exec: Executor, carrierId: string, version: number, now: Date): Promise<void> {
  const content = `Fenland Haulage terms, version ${version}: loads are carried at the organiser's risk.`;
  await exec
    .insert(logisticsCarrierTerms)
    .values({ organisationId: carrierId, version, content, updatedAt: now })
    .onConflictDoUpdate({ target: logisticsCarrierTerms.organisationId, set: { version, content, updatedAt: now } });
}

/** A job's stored status and carrier, read straight from its row. */
export async function jobRow(
  t: TestApp,
  jobId: string,
): Promise<{ status: JobStatus; carrier_organisation_id: string | null; price_minor: string | null }> {
  const [row] = await rows<{ status: JobStatus; carrier_organisation_id: string | null; price_minor: string | null }>(
    t,
    sql`select status, carrier_organisation_id, price_minor::text from logistics_jobs where id = ${jobId}`,
  );
  if (!row) throw new Error(`No job ${jobId}`);
  return row;
}
