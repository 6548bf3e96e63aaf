import type { ValidationIssue } from '@harvest/domain';
import { calendarDateIn } from '@harvest/domain/calendar';
import type { Principal } from '../../platform/auth/principal';
import type { Clock } from '../../platform/clock';
import type { Scope } from '../../platform/db/tenant-scope';
import type { AccountsDirectory, UnitScope } from '../accounts';
import type { ReferenceService } from '../reference';
import { invalid } from './errors';

/** What inventory needs of accounts: the caller's units. */
export type UnitDirectory = Pick<AccountsDirectory, 'unitScope'>;
/** What inventory needs of reference: the crops it may hold, and their items' types and grades for searches. */
export type CropCatalogue = Pick<ReferenceService, 'commodityGroup' | 'commodityGroups'>;

/** Who is asking, as every inventory use case sees them. */
export interface InventoryContext {
  principal: Principal;
  scope: Scope;
  units: UnitScope['units'];
  /** The farm's calendar date now (movements are dated by day). */
  today: string;
  /** The organisation's country: the calendar its days are read in. */
  countryISO: string;
}

/**
 * The change-feed key of an organisation's inventory, under which what is kept of it (searches, storage lists) is
 * dropped. The database triggers of migration 0010 announce the same key (`'inventory:' || organisation_id`) when
 * its storage locations, records, movements or harvest plans change.
 */
export function inventoryChangeKey(organisationId: string): string {
  return `inventory:${organisationId}`;
}

/** The name of one of the caller's units ('' for a unit they cannot see). */
export function unitNameIn(context: Pick<InventoryContext, 'units'>, id: string): string {
  return context.units.find((unit) => unit.id === id)?.name ?? '';
}

/**
 * What the inventory's sub-domains share: the caller's context (organisation, units, today) and the crops of the
 * reference catalogue, checked and named the same way everywhere.
 */
export class InventoryContexts {
  constructor(
    private readonly clock: Clock,
    private readonly directory: UnitDirectory,
    readonly crops: CropCatalogue,
  ) {}

  async of(principal: Principal): Promise<InventoryContext> {
    const units = await this.directory.unitScope(principal);
    return {
      principal,
      scope: { organisationId: units.organisationId, unitIds: units.unitIds },
      units: units.units,
      today: calendarDateIn(this.clock.now(), units.countryISO),
      countryISO: units.countryISO,
    };
  }

  cropName(commodityId: string): string {
    return this.crops.commodityGroup(commodityId)?.name ?? commodityId;
  }

  /** A crop the catalogue does not know is that field's 400. */
  cropIssues(commodityId: string | null | undefined, field: string): ValidationIssue[] {
    return commodityId && !this.crops.commodityGroup(commodityId) ? [invalid(field)] : [];
  }
}
