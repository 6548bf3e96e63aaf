import { formatMessage, messages } from '../i18n/messages';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import type { OwnerStatus } from '../inventory/inventory-kinds';
import { weightAtStep } from '../inventory/movement-rules';
import type { WeightUnit } from '../units/units';
import type { ContractStatus } from './contract-schemas';

/** A lot a delivery takes from, as its stock record describes who owns the grain and under which storage contract. */
export interface DeliveryLotHolding {
  recordId: string;
  quantityKg: number;
  ownerStatus: OwnerStatus;
  /** The storage contract the record links to (issue 21), if any. */
  storageContractId: string | null;
  /** The reference typed before contracts were real: a contract number, to be looked up. */
  storageContractRef: string | null;
}

/**
 * What a delivery's storage contract link is (spec §5 'A storage contract is required for third-party stored
 * inventory', §8 'error linking delivery to storage contract (add manually)'):
 * - `none`: no lot is stored for a third party and none was named: an ordinary delivery of the farm's own grain;
 * - `contract`: the storage contract it draws `drawKg` from (named in the body, else the stored lots' link);
 * - `reference`: the stored lots name it only by the typed reference, which the caller looks up among its contracts;
 * - `issue`: a refusal on the field `storageContractId` with its message.
 *
 * `drawKg` is what the stored lots give: that much of the storage contract's agreed quantity the delivery takes.
 */
export type StorageLink =
  | { kind: 'none' }
  | { kind: 'contract'; contractId: string; drawKg: number }
  | { kind: 'reference'; reference: string; drawKg: number }
  | { kind: 'issue'; message: string };

const issue = (message: string): StorageLink => ({ kind: 'issue', message });

/**
 * The storage contract a delivery of these lots draws on. One delivery draws on one storage contract: stored lots
 * linked to two, or to another than the one named, are refused. A contract named in the body is how the seller adds
 * the link by hand when a lot names none (or only a reference that finds none).
 */
export function storageLinkOf(lots: readonly DeliveryLotHolding[], named: string | null | undefined): StorageLink {
  const stored = lots.filter((lot) => lot.ownerStatus === 'STORED');
  if (stored.length === 0) return named ? issue(messages.deliveries.storageContractNotStored) : { kind: 'none' };
  const drawKg = stored.reduce((sum, lot) => sum + lot.quantityKg, 0);
  const linked = [...new Set(stored.flatMap((lot) => (lot.storageContractId ? [lot.storageContractId] : [])))];
  if (linked.length > 1 || (named && linked.length === 1 && linked[0] !== named)) {
    return issue(messages.deliveries.storageContractsDiffer);
  }
  const contractId = named ?? linked[0];
  if (contractId) return { kind: 'contract', contractId, drawKg };
  const references = [...new Set(stored.flatMap((lot) => (lot.storageContractRef ? [lot.storageContractRef] : [])))];
  if (references.length === 1 && references[0]) return { kind: 'reference', reference: references[0], drawKg };
  // Two references cannot be one contract; none at all is the spec's rule.
  return issue(
    references.length > 1 ? messages.deliveries.storageContractsDiffer : messages.inventory.storageContractRequired,
  );
}

/** Whether a typed reference names a contract number: the same text, whatever its case and surrounding spaces. */
export const referenceNamesNumber = (reference: string, contractNumber: string | null): boolean =>
  contractNumber !== null && reference.trim().toLowerCase() === contractNumber.trim().toLowerCase();

/** The storage contract a delivery draws on, as the checks read it. */
export interface StorageContractTerms {
  status: ContractStatus;
  commodityId: string;
  storageQuantityKg: number | null;
}

/**
 * Checks a storage contract for a delivery of `commodityId` that draws `drawKg`, when its other deliveries already
 * draw `drawnKg`: active (§4; its notice not run out: the status as read), the sale's crop, and enough of its agreed
 * quantity left (the message says by how much the deliveries are over). Null when it may be drawn on.
 */
export function storageDrawIssue(
  contract: StorageContractTerms,
  delivery: { commodityId: string; drawKg: number; drawnKg: number },
  unit: WeightUnit = 'tonne',
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (contract.status !== 'active') return messages.deliveries.storageContractNotActive;
  if (contract.commodityId !== delivery.commodityId) return messages.deliveries.storageContractOtherCrop;
  const agreed = contract.storageQuantityKg ?? 0;
  const total = delivery.drawnKg + delivery.drawKg;
  if (total <= agreed) return null;
  return formatMessage(messages.deliveries.overStorage, {
    total: weightAtStep(agreed, unit, 'down', locale),
    difference: weightAtStep(total - agreed, unit, 'up', locale),
  });
}
