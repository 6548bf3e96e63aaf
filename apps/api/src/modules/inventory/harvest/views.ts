import { harvestExpectedKg, type HarvestPlan } from '@harvest/domain';
import type { HarvestPlanDoc } from './queries';

/** A harvest plan with its progress: expected from the field's area, actual from its complete loads. */
export function harvestPlanView(row: HarvestPlanDoc, unitName: string): HarvestPlan {
  return {
    id: row.id,
    organisationId: row.organisationId,
    businessUnitId: row.businessUnitId,
    businessUnitName: unitName,
    fieldId: row.fieldId,
    fieldName: row.fieldName,
    areaHa: row.areaHa,
    commodityId: row.commodityId,
    harvestYear: row.harvestYear,
    expectedYieldTonnesPerHectare: row.expectedYieldTonnesPerHectare,
    expectedKg: harvestExpectedKg(row.areaHa, row.expectedYieldTonnesPerHectare),
    actualKg: row.actualKg,
    loadCount: row.loadCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
