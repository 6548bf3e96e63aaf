import { loadedNetKg, loadStatus, type LoadView } from '@harvest/domain';
import type { LoadRead } from './queries';

/** A load as its organiser and its job's carrier read it: the status read from its facts (loadStatus). */
export function loadView(row: LoadRead): LoadView {
  return {
    id: row.id,
    reference: row.reference,
    organisationId: row.organisationId,
    jobId: row.jobId,
    jobReference: row.jobReference,
    carrierOrganisationId: row.carrierOrganisationId,
    commodityId: row.commodityId,
    plannedDate: row.plannedDate,
    weightKg: row.weightKg,
    fullWeightKg: row.fullWeightKg,
    emptyWeightKg: row.emptyWeightKg,
    loadedNetKg: loadedNetKg(row),
    grossKg: row.grossKg,
    tareKg: row.tareKg,
    netKg: row.netKg,
    tippedQuantityKg: row.tippedQuantityKg,
    sampleFileId: row.sampleFileId,
    weighbridgeFileId: row.weighbridgeFileId,
    harvestPlanId: row.harvestPlanId,
    harvestLoadId: row.harvestLoadId,
    notes: row.notes,
    overAllocationAllowed: row.overAllocationAllowed,
    allocatedKg: row.allocatedKg,
    status: loadStatus({
      planned: row.jobId !== null && row.plannedDate !== null,
      weightKg: row.weightKg,
      allocatedKg: row.allocatedKg,
      tippedQuantityKg: row.tippedQuantityKg,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
