import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/platform/db/database';

/** Records whose quantity disagrees with the sum of their ledger: after any test, there should never be any. */
export async function ledgerDisagreements(exec: Executor, organisationId: string) {
  return queryRows<{ id: string; quantity_kg: string; ledger_kg: string }>(
    exec,
    sql`select r.id, r.quantity_kg, coalesce(sum(l.delta_kg), 0) as ledger_kg
        from inventory_records r left join inventory_ledger l on l.record_id = r.id
        where r.organisation_id = ${organisationId}
        group by r.id
        having r.quantity_kg <> coalesce(sum(l.delta_kg), 0)`,
  );
}
