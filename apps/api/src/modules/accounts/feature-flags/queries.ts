import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database';
import type { OrganisationRow } from '../queries';
import { organisations } from '../tables';
import { first } from '../../../platform/db/find-row';

/** Sets the named feature flag overrides over the stored ones in one statement; null for no such organisation. */
export async function mergeFeatureFlagOverrides(
  exec: Executor,
  id: string,
  overrides: Record<string, boolean>,
  at: Date,
): Promise<OrganisationRow | null> {
  return first(
    exec
      .update(organisations)
      .set({ featureFlags: sql`${organisations.featureFlags} || ${JSON.stringify(overrides)}::jsonb`, updatedAt: at })
      .where(eq(organisations.id, id))
      .returning(),
  );
}
