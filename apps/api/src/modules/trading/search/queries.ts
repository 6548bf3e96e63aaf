import { EARTH_RADIUS_KM, noticeRunOutBy, type Coordinates } from '@harvest/domain';
import { sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../../platform/db/tenant-scope';
import { contractStatusSql, contractsVisibleTo } from '../contracts/queries';
import { contractSettlementSql } from '../settlements/queries';
import { facetOn, texts, type Facet, type FacetedSource } from '../../../platform/search/faceted-search';
import { bidStateSql } from '../bids/queries';
import { contractDeliveredSql } from '../deliveries/queries';
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

/**
 * Great-circle km from a point to a listing's area centre (the haversine of domain distanceKm, in SQL); null for
 * a listing whose farm has no map position, which sorts last either way.
 */
function areaDistanceSql(from: Coordinates): SQL {
  const rad = (degrees: SQL) => sql`radians(${degrees})`;
  const lat = sql`${from.lat}::float8`;
  const lon = sql`${from.lon}::float8`;
  const a = sql`power(sin((${rad(sql`l.area_lat`)} - ${rad(lat)}) / 2), 2)
    + cos(${rad(lat)}) * cos(${rad(sql`l.area_lat`)}) * power(sin((${rad(sql`l.area_lon`)} - ${rad(lon)}) / 2), 2)`;
  // greatest() passes over a null, so a listing with no area is told apart before it.
  return sql`(case when l.area_lat is null or l.area_lon is null then null
    else 2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(least(1::float8, greatest(0::float8, ${a})))) end)`;
}

/** The assurances a listing carries, as the assurance facet's terms. */
const assurancesSql = sql`array_remove(array[
  case when l.farm_assured then 'farm-assured' end,
  case when l.tascc_assured then 'tascc-assured' end]::text[], null)`;

/**
 * Listings open for offers at `now`, of vetted sellers other than the caller; distances from `from` (the caller's
 * chosen site) when there is one.
 */
export function marketSource(
  now: Date,
  excludedOrganisationIds: readonly string[],
  from: Coordinates | null,
): TradingSource {
  const excluded = sql`not ${oneOf(sql`l.organisation_id`, excludedOrganisationIds)}`;
  return {
    from: sql`trading_listings l`,
    where: sql`${openForOffersSql(now)} and ${excluded}`,
    facets: {
      commodity: textFacet(sql`l.commodity_id`),
      commodityGrade: textFacet(sql`l.commodity_item_id`),
      region: textFacet(sql`l.area_code`),
      type: textFacet(sql`l.haulage`),
      movementMonth: {
        where: (values) => sql`l.movement_months && ${texts(values)}`,
        group: sql`l.movement_months`,
        unnest: true,
      },
      assurance: {
        where: (values) => sql`${assurancesSql} && ${texts(values)}`,
        group: assurancesSql,
        unnest: true,
      },
    },
    sorts: {
      ...listingSorts,
      guidePrice: sql`l.guide_price`,
      // Months are written 'YYYY-MM', so the first in text order is the first in time.
      movementMonth: sql`(select min(month) from unnest(l.movement_months) as month)`,
      ...(from ? { distance: areaDistanceSql(from) } : {}),
    },
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

/**
 * The business's contracts as either party (the seller's side within the caller's units), with the other party as
 * the counterparty.
 */
export function contractsSource(scope: Scope, now: Date): TradingSource {
  // A contract a business entered names its other party by text, and by id only when it is on the platform.
  const counterparty = sql`(case when c.buyer_organisation_id = ${scope.organisationId}::uuid
    then c.seller_organisation_id else coalesce(c.buyer_organisation_id, c.counterparty_organisation_id) end)`;
  const status = contractStatusSql(noticeRunOutBy(now), {
    type: sql`c.type`,
    status: sql`c.status`,
    noticeGivenAt: sql`c.notice_given_at`,
  });
  return {
    from: sql`trading_contracts c`,
    where: contractsVisibleTo(scope, {
      buyer: sql`c.buyer_organisation_id`,
      seller: sql`c.seller_organisation_id`,
      sellerUnit: sql`c.seller_business_unit_id`,
    }),
    facets: {
      type: textFacet(sql`c.type`),
      status: textFacet(status),
      commodity: textFacet(sql`c.commodity_id`),
      harvestYear: textFacet(sql`c.harvest_year`),
      counterpartyId: textFacet(counterparty),
      fixed: textFacet(sql`c.price_type`),
      settled: textFacet(contractSettlementSql(sql`c.id`)),
      delivered: textFacet(contractDeliveredSql({ id: sql`c.id`, totalWeightKg: sql`c.total_weight_kg` })),
    },
    sorts: {
      createdAt: sql`c.created_at`,
      startDate: sql`c.start_date`,
      totalWeightKg: sql`c.total_weight_kg`,
      pricePerUnit: sql`c.price_per_unit`,
      commodity: sql`c.commodity_id`,
    },
    id: sql`c.id`,
    tieBreak: byId(sql`c.id`),
  };
}
