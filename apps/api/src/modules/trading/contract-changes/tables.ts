import type { FixingKind } from '@harvest/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, kg, rowId } from '../../../platform/db/columns';
import { organisations } from '../../accounts/tables';
import { tradingContractDeliveries } from '../deliveries/tables';
import { tradingContracts } from '../contracts/tables';
import { minor, userRef } from '../tables';

/**
 * A part of an unfixed contract's price (trading §1 base and premium fixing): a weight fixed at a price per tonne on
 * a day, as the two parties agreed it, recorded by either. The contract's price and `fixed` flag follow its fixings.
 */
export const tradingContractFixings = pgTable(
  'trading_contract_fixings',
  {
    id: rowId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FixingKind>().notNull(),
    weightKg: kg('weight_kg').notNull(),
    pricePerUnit: minor('price_per_unit').notNull(),
    fixedOn: text('fixed_on').notNull(),
    recordedBy: userRef('recorded_by'),
    recordedByOrganisationId: uuid('recorded_by_organisation_id').references(() => organisations.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('trading_contract_fixings_contract_idx').on(table.contractId, table.createdAt),
    check('trading_contract_fixings_weight', sql`${table.weightKg} > 0`),
    check('trading_contract_fixings_price', sql`${table.pricePerUnit} >= 0`),
  ],
);

/**
 * The contract price updated after sampling when the grade changed (trading §4 Trade): the old and new price, the
 * delivery whose sample was outside the specification, why, who and when. Kept as history; never changed.
 */
export const tradingContractPriceUpdates = pgTable(
  'trading_contract_price_updates',
  {
    id: rowId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => tradingContracts.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => tradingContractDeliveries.id, { onDelete: 'set null' }),
    oldPricePerUnit: minor('old_price_per_unit').notNull(),
    newPricePerUnit: minor('new_price_per_unit').notNull(),
    reason: text('reason').notNull(),
    recordedBy: userRef('recorded_by'),
    recordedByOrganisationId: uuid('recorded_by_organisation_id').references(() => organisations.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('trading_contract_price_updates_contract_idx').on(table.contractId, table.createdAt)],
);
