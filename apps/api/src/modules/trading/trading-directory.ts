import { messages, type BusinessUnit, type OrganisationRef } from '@harvest/domain';
import type { Principal } from '../../platform/auth/principal';
import type { Executor } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import type { AccountsDirectory, UnitScope } from '../accounts';
import type { CollectionAddress } from './tables';

/**
 * What trading needs of accounts: the caller's units and farms (held while a listing or trade request is written at
 * one, so it is not deleted under it), and other businesses' names and vetting.
 */
export type TradingDirectory = Pick<
  AccountsDirectory,
  'unitScope' | 'unit' | 'unitNames' | 'holdUnit' | 'refs' | 'people' | 'memberUserIds' | 'namesOf'
>;

/**
 * Holds the farm a listing or trade request is being written at, inside its transaction (accounts' holdUnit): a
 * deletion of the farm waits for the write and then counts it; a farm deleted in the meantime is refused as unknown.
 */
export async function holdFarm(directory: TradingDirectory, exec: Executor, farmId: string): Promise<void> {
  if (!(await directory.holdUnit(exec, farmId))) {
    throw badRequest([{ field: 'businessUnitId', message: messages.validation.invalid }]);
  }
}

export type { UnitScope };

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

/** The seller's scope: their organisation and the business units they may reach. */
export async function sellerScopeOf(directory: TradingDirectory, principal: Principal) {
  const units = await directory.unitScope(principal);
  return { scope: { organisationId: units.organisationId, unitIds: units.unitIds }, units };
}
