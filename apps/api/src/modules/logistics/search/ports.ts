import type { UnitKind, UnitSystem } from '@harvest/domain';

/** What the logistics searches need to name: businesses by id, and the units a person reads weights in. */
export interface LogisticsNames {
  organisationNames(ids: readonly string[]): Promise<Map<string, string>>;
  unitSystemsOf(userId: string): Promise<Record<UnitKind, UnitSystem>>;
}
