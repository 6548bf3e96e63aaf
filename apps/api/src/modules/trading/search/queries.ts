import { sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../../platform/db/tenant-scope';
import { facetOn, texts, type Facet, type FacetedSource } from '../../../platform/search/faceted-search';
import { bidStateSql } from '../bids/queries';
import { listingStateSql, openForOffersSql } from '../listings/queries';

/** One trading list as a faceted source, with the id its docs are read by (their views, trading's own). */
export type TradingSource = FacetedSource & { id: SQL };

/** A facet on an expression read as text: a listing's or an offer's state, a commodity, a farm. */
const textFacet = (expression: SQL): Facet => facetOn(sql`(${expression})::text`, texts);

/** Ties in the sort go by the id, in the sort's direction. */
const byId = (id: SQL) => (sortDesc: boolean) => (sortDesc ? sql`${id} desc` : sql`${id} asc`);

/** The column is one of these ids (none: nothing is). */
function oneOf(column: SQL, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** What the lists of listings sort by. */
const listingSorts: Record<string, SQL> = {
  reviewAt: sql`l.review_at`,
  createdAt: sql`l.created_at`,
  quantityMaxKg: sql`l.quantity_max_kg`,
  commodity: sql`l.commodity_id`,
};

/** The seller's listings, in their scope. */
export function sellerListingsSource(scope: Scope, now: Date): TradingSource {
  return {
    from: sql`trading_listings l`,
    where: inScope(scope, { organisationId: sql`l.organisation_id`, businessUnitId: sql`l.business_unit_id` }),
    facets: {
      status: textFacet(listingStateSql(now)),
      commodity: textFacet(sql`l.commodity_id`),
      sellerBusinessUnitId: textFacet(sql`l.business_unit_id`),
    },
    sorts: listingSorts,
    id: sql`l.id`,
    tieBreak: byId(sql`l.id`),
  };
}

/** Listings open for offers at `now`, of vetted sellers other than the caller. */
export function marketSource(now: Date, excludedOrganisationIds: readonly string[]): TradingSource {
  const excluded = sql`not ${oneOf(sql`l.organisation_id`, excludedOrganisationIds)}`;
  return {
    from: sql`trading_listings l`,
    where: sql`${openForOffersSql(now)} and ${excluded}`,
    facets: { commodity: textFacet(sql`l.commodity_id`), type: textFacet(sql`l.haulage`) },
    sorts: { ...listingSorts, guidePrice: sql`l.guide_price` },
    id: sql`l.id`,
    tieBreak: byId(sql`l.id`),
  };
}

/** The buyer business's offers. */
export function buyerBidsSource(organisationId: string, now: Date): TradingSource {
  return {
    from: sql`trading_bids b join trading_listings l on l.id = b.listing_id`,
    where: sql`b.buyer_organisation_id = ${organisationId}`,
    facets: { status: textFacet(bidStateSql(now)), commodity: textFacet(sql`l.commodity_id`) },
    sorts: {
      updatedAt: sql`b.updated_at`,
      reviewAt: sql`l.review_at`,
      createdAt: sql`b.created_at`,
    },
    id: sql`b.id`,
    tieBreak: byId(sql`b.id`),
  };
}
