import { sql } from 'drizzle-orm';
import { facetOn, texts, uuids, type IdSource } from '../../../platform/search/faceted-search';
import { loadStatusSql, type LoadReader } from '../loads/queries';

/**
 * The loads a reader may see (its own, and as a carrier those of the jobs it was given), with the status read in
 * SQL as the domain reads it (loadStatusSql), so the status facet counts what the docs say.
 */
export function loadsSource(reader: LoadReader): IdSource {
  const own = sql`logistics_loads.organisation_id = ${reader.organisationId}`;
  const hauled = reader.carrier ? sql` or logistics_jobs.carrier_organisation_id = ${reader.organisationId}` : sql``;
  return {
    from: sql`logistics_loads left join logistics_jobs on logistics_jobs.id = logistics_loads.job_id`,
    where: sql`logistics_loads.deleted_at is null and (${own}${hauled})`,
    facets: {
      status: facetOn(sql`(${loadStatusSql})`, texts),
      commodity: facetOn(sql`logistics_loads.commodity_id`, texts),
      organiserId: facetOn(sql`logistics_loads.organisation_id`, uuids),
      carrierId: facetOn(sql`logistics_jobs.carrier_organisation_id`, uuids),
      jobId: facetOn(sql`logistics_loads.job_id`, uuids),
    },
    sorts: {
      plannedDate: sql`logistics_loads.planned_date`,
      createdAt: sql`logistics_loads.created_at`,
      weightKg: sql`logistics_loads.weight_kg`,
      reference: sql`logistics_loads.reference`,
    },
    id: sql`logistics_loads.id`,
    // Loads made together (an upload) read in reference order, whichever way the sort runs; the id ends the tie.
    tieBreak: () => sql`logistics_loads.reference asc, logistics_loads.id asc`,
  };
}
