import { movementViewStatus, type Movement } from '@harvest/domain';
import type { MovementRow } from './queries';

/** How the API answers a movement: its state as it reads today, in its list calls and its searches alike. */
export function movementView(row: MovementRow, today: string): Movement {
  return {
    id: row.id,
    organisationId: row.organisationId,
    type: row.type,
    status: movementViewStatus(row, today),
    commodityId: row.commodityId,
    quantityKg: row.quantityKg,
    sources: row.sources,
    sourceStorageId: row.sourceStorageId,
    destinationStorageId: row.destinationStorageId,
    destinationRecordId: row.destinationRecordId,
    destinationName: row.destinationName,
    reference: row.reference,
    startDate: row.startDate,
    endDate: row.endDate,
    period: row.period,
    weighbridgeFileId: row.weighbridgeFileId,
    sampleFileId: row.sampleFileId,
    sampleReference: row.sampleReference,
    moisturePercent: row.moisturePercent,
    plannedDate: row.plannedDate,
    plannedQuantityKg: row.plannedQuantityKg,
    completedAt: row.completedAt?.toISOString() ?? null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversalReason: row.reversalReason,
    createdAt: row.createdAt.toISOString(),
  };
}
