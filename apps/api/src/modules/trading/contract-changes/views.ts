import {
  fixedWeightOf,
  fixingStateOf,
  remainingWeightOf,
  type ContractDetailView,
  type ContractFixing,
  type ContractView,
  type OrganisationRef,
  type PriceUpdateView,
  type RecordedBy,
} from '@harvest/domain';
import { iso } from '../views';
import type { ContractRow } from '../contracts/queries';
import type { FixingRow, PriceUpdateRow } from './queries';

/** The names a view gives who recorded what. */
export interface RecorderNames {
  organisations: Map<string, Pick<OrganisationRef, 'name'>>;
  people: Map<string, { name: string }>;
}

function recordedBy(
  row: { recordedBy: string | null; recordedByOrganisationId: string | null },
  names: RecorderNames,
): RecordedBy {
  return {
    userId: row.recordedBy,
    name: row.recordedBy ? (names.people.get(row.recordedBy)?.name ?? '') : '',
    organisationId: row.recordedByOrganisationId,
    organisationName: row.recordedByOrganisationId
      ? (names.organisations.get(row.recordedByOrganisationId)?.name ?? '')
      : '',
  };
}

/** The contract's fixing: its state, each kind's fixed and remaining weight, the fixings. */
export function fixingView(contract: ContractRow, rows: FixingRow[], names: RecorderNames): ContractFixing {
  const premium = contract.type === 'premium';
  return {
    state: fixingStateOf(contract, rows),
    fixedWeightKg: fixedWeightOf(rows, 'base'),
    remainingWeightKg: remainingWeightOf(contract, rows, 'base'),
    premiumFixedWeightKg: premium ? fixedWeightOf(rows, 'premium') : null,
    premiumRemainingWeightKg: premium ? remainingWeightOf(contract, rows, 'premium') : null,
    fixings: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      weightKg: row.weightKg,
      pricePerUnit: row.pricePerUnit,
      fixedOn: row.fixedOn,
      recordedBy: recordedBy(row, names),
      recordedAt: iso(row.createdAt),
    })),
  };
}

export function priceUpdateView(row: PriceUpdateRow, names: RecorderNames): PriceUpdateView {
  return {
    id: row.id,
    deliveryId: row.deliveryId,
    oldPricePerUnit: row.oldPricePerUnit,
    newPricePerUnit: row.newPricePerUnit,
    reason: row.reason,
    recordedBy: recordedBy(row, names),
    recordedAt: iso(row.createdAt),
  };
}

/** The list's view of the contract with what its page reads besides. */
export function contractDetailView(
  view: ContractView,
  row: ContractRow,
  parts: {
    fixings: FixingRow[];
    priceUpdates: PriceUpdateRow[];
    rolledIntoContractIds: string[];
    names: RecorderNames;
  },
): ContractDetailView {
  return {
    ...view,
    fixing: fixingView(row, parts.fixings, parts.names),
    rolledFromContractId: row.rolledFromContractId,
    rolledPart: row.rolledPart,
    rolledIntoContractIds: parts.rolledIntoContractIds,
    priceUpdates: parts.priceUpdates.map((update) => priceUpdateView(update, parts.names)),
    adjustmentScale: row.adjustmentScale,
  };
}
