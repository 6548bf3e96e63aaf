import type { HarvestStatus } from '@harvest/domain';
import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { inventoryStorages } from '../storage/tables';
import { instant, requiredKey } from '../../../platform/db/columns';
import { businessUnit, ownedRow } from '../tables';

/** Harvest plans (spec §4): per field and crop, in progress until complete; its loads are intake movements. */
export const harvestPlans = pgTable(
  'harvest_plans',
  {
    ...ownedRow(),
    fieldId: requiredKey('field_id', () => inventoryStorages.id),
    businessUnitId: businessUnit(),
    commodityId: text('commodity_id').notNull(),
    harvestYear: integer('harvest_year').notNull(),
    expectedYieldTonnesPerHectare: doublePrecision('expected_yield_t_ha'),
    status: text('status').$type<HarvestStatus>().notNull(),
    createdAt: instant('created_at').notNull(),
    completedAt: instant('completed_at'),
    deletedAt: instant('deleted_at'),
  },
  (table) => [index('harvest_plans_organisation_idx').on(table.organisationId, table.harvestYear)],
);
