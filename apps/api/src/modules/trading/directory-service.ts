import { listingAreaCode, listingAreaPoint, type BusinessUnit, type OrganisationRef } from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Executor } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/errors';
import { invalid } from './errors';
import type { TradingDirectory } from './ports';
import type { CollectionAddress } from './tables';

/** One of the caller's farms, for a listing or a trade request; one they cannot reach is a bad businessUnitId. */
export async function farmOf(
  directory: TradingDirectory,
  principal: Principal,
  id: string,
  field = 'businessUnitId',
): Promise<BusinessUnit> {
  try {
    return await directory.unit(principal, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw badRequest([invalid(field)]);
    throw error;
  }
}

/**
 * Holds the farm a listing or trade request is being written at, inside its transaction (accounts' holdUnit): a
 * deletion of the farm waits for the write and then counts it; a farm deleted in the meantime is refused as unknown.
 */
export async function holdFarm(
  directory: TradingDirectory,
  exec: Executor,
  farmId: string,
  field = 'businessUnitId',
): Promise<void> {
  if (!(await directory.holdUnit(exec, farmId))) throw badRequest([invalid(field)]);
}

/**
 * Names of businesses by id, with whether each is vetted. Inside a transaction pass it: PGlite has one connection,
 * so a read outside the transaction would wait for the transaction that waits for it.
 */
export async function organisationsById(
  directory: TradingDirectory,
  ids: readonly string[],
  exec?: Executor,
): Promise<Map<string, OrganisationRef>> {
  if (ids.length === 0) return new Map();
  return new Map((await directory.refs([...new Set(ids)], exec)).map((ref) => [ref.id, ref]));
}

/** A farm's address as a listing keeps it: a snapshot, so a later change of address does not move a trade. */
export function collectionOf(unit: BusinessUnit): CollectionAddress {
  return {
    line1: unit.address?.line1 ?? null,
    city: unit.address?.city ?? null,
    region: unit.address?.region ?? null,
    postcode: unit.address?.postcode ?? null,
  };
}

/** The farm's area as a listing keeps it: its grid cell's centre (never the farm's point) and its postcode area. */
export function areaOf(unit: BusinessUnit): {
  areaLat: number | null;
  areaLon: number | null;
  areaCode: string | null;
} {
  const point = unit.location ? listingAreaPoint(unit.location) : null;
  return {
    areaLat: point?.lat ?? null,
    areaLon: point?.lon ?? null,
    areaCode: listingAreaCode(unit.address?.postcode),
  };
}

/** The seller's scope: their organisation and the business units they may reach. */
export async function sellerScopeOf(directory: TradingDirectory, principal: Principal) {
  const units = await directory.unitScope(principal);
  return { scope: { organisationId: units.organisationId, unitIds: units.unitIds }, units };
}
