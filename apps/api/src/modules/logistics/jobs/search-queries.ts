import { JOB_STATE_TABLE, JOB_UPCOMING_HOURS, type JobStateFact } from '@harvest/domain';
import { sql, type SQL } from 'drizzle-orm';
import { stateSql } from '../../../platform/db/state-sql';
import { facetOn, texts, uuids, type IdSource } from '../../../platform/search/faceted-search';
import { jobVisibleTo } from './queries';
import { logisticsJobs } from './tables';

const j = logisticsJobs;

/**
 * A job's display status at `now` as SQL: the domain's JOB_STATE_TABLE turned into a CASE, 'upcoming' from the
 * pickup less JOB_UPCOMING_HOURS, so the search filters and counts exactly as the job page reads.
 */
export function jobStateSql(now: Date): SQL {
  const columns: Record<JobStateFact, SQL> = {
    status: sql`${j.status}`,
    pickupAt: sql`${j.pickupAt}`,
    upcomingFrom: sql`(${j.pickupAt} - make_interval(hours => ${JOB_UPCOMING_HOURS}))`,
  };
  return stateSql(JOB_STATE_TABLE, columns, now);
}

const byId = (sortDesc: boolean) => (sortDesc ? sql`${j.id} desc` : sql`${j.id} asc`);

/** The jobs a business sees (organised by it, or given to it), faceted by status, type, organiser and carrier. */
export function jobsSource(organisationId: string, now: Date): IdSource {
  return {
    from: sql`${j}`,
    where: jobVisibleTo(organisationId),
    facets: {
      status: facetOn(sql`(${jobStateSql(now)})::text`, texts),
      type: facetOn(sql`${j.type}`, texts),
      organiserId: facetOn(sql`${j.organiserOrganisationId}`, uuids),
      carrierId: facetOn(sql`${j.carrierOrganisationId}`, uuids),
    },
    sorts: { pickupAt: sql`${j.pickupAt}`, createdAt: sql`${j.createdAt}`, reference: sql`${j.reference}` },
    id: sql`${j.id}`,
    tieBreak: byId,
  };
}
