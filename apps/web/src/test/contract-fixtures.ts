import {
  contractTotalPrice,
  type ContractDetailView,
  type CoreConfig,
  type DeliverySample,
  type DeliveryView,
} from '@harvest/domain';
import { ids } from './session-fixtures';

/** The buyer's business in the contract pages' tests. */
export const contractBuyerId = '55555555-5555-4555-8555-555555555555';

/**
 * An open fixed-price sales contract of 29 t of wheat at £192.50/t, opened from a trade, as its seller (the signed-in
 * farm) sees it. Tests override what they are about; the total and the weight left to fix follow the weight and price.
 */
export function contractFixture(overrides: Partial<ContractDetailView> = {}): ContractDetailView {
  const base: ContractDetailView = {
    id: '44444444-4444-4444-8444-444444444444',
    contractNumber: 'AGM-1',
    type: 'sales',
    status: 'open',
    side: 'seller',
    seller: { organisationId: ids.farm, name: 'Manor Farm' },
    buyer: { organisationId: contractBuyerId, name: 'Anglia Grain Merchants Ltd' },
    tradeId: '66666666-6666-4666-8666-666666666666',
    tradeReference: 'T-000042',
    commodityId: 'wheat',
    specification: null,
    month: '2026-10',
    harvestYear: 2026,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    paymentTerms: null,
    paymentDays: 10,
    pricePerUnit: 19_250,
    premiumPrice: null,
    priceType: 'fixed',
    currency: 'GBP',
    totalWeightKg: 29_000,
    totalPrice: 0,
    haulage: 'delivered',
    haulageReference: null,
    fileIds: [],
    fixed: true,
    rolledOver: false,
    delivered: false,
    storageQuantityKg: null,
    entered: false,
    noticeGivenAt: null,
    completesAt: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    fixing: {
      state: 'unfixed',
      fixedWeightKg: 0,
      remainingWeightKg: 0,
      premiumFixedWeightKg: null,
      premiumRemainingWeightKg: null,
      fixings: [],
    },
    rolledFromContractId: null,
    rolledPart: null,
    rolledIntoContractIds: [],
    priceUpdates: [],
    adjustmentScale: null,
  };
  const contract = { ...base, ...overrides };
  return {
    ...contract,
    totalPrice: overrides.totalPrice ?? contractTotalPrice(contract),
    fixing: overrides.fixing ?? { ...base.fixing, remainingWeightKg: contract.totalWeightKg },
  };
}

/** A delivery of 29 t planned for 5 October; tests move it on by overriding its status and what it carries. */
export function deliveryFixture(overrides: Partial<DeliveryView> = {}): DeliveryView {
  return {
    id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
    contractId: '44444444-4444-4444-8444-444444444444',
    status: 'planned',
    plannedDate: '2026-10-05',
    plannedWeightKg: 29_000,
    lots: null,
    movementId: null,
    dispatchedDate: null,
    dispatchedWeightKg: null,
    sample: null,
    tippedWeight: null,
    deliveredAt: null,
    settlement: null,
    storageContract: null,
    createdAt: '2026-09-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A sample wetter than the specification's 15 % moisture: a drying deduction of £4.00/t. */
export const wetSample: DeliverySample = {
  fileId: null,
  results: { moisture: 16.5 },
  checks: [{ measure: 'moisture', value: 16.5, min: null, max: 15, standing: 'above', outsideBy: 1.5 }],
  meetsSpecification: false,
  scale: [],
  adjustments: [{ reasonId: 'moisture-drying', kind: 'deduction', measure: 'moisture', perTonneMinor: 400 }],
  deductionsPerTonneMinor: 400,
  bonusesPerTonneMinor: 0,
  adjustedPricePerUnit: 18_850,
  rejectionGrounds: [],
  recordedAt: '2026-10-05T12:00:00.000Z',
};

/** Core config with only what the contract pages read: the settlement reasons the test gives. */
export function coreConfigFixture(trading: CoreConfig['trading']): CoreConfig {
  return {
    countryISO: 'GB',
    commodities: { groups: [], weighbridgeWeight: { name: 'kg', conversion: 1 } },
    livestock: [],
    countries: [],
    regions: {},
    conversions: { weight: { kg: 1, tonne: 0.001 } },
    trading,
  };
}
