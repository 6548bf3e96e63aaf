import type { SettlementReason } from '@harvest/domain';

/**
 * Why a settlement is reduced: the claims a buyer may make under the AIC contract terms and buyers' published
 * deduction scales, in our own words.
 */
export const SETTLEMENT_DEDUCTION_REASONS: SettlementReason[] = [
  { id: 'moisture-drying', name: 'Moisture: drying charge' },
  { id: 'admixture-cleaning', name: 'Admixture: cleaning charge' },
  { id: 'specific-weight', name: 'Low specific weight' },
  { id: 'protein', name: 'Low protein' },
  { id: 'hagberg', name: 'Low Hagberg falling number' },
  { id: 'screenings', name: 'Screenings over the limit' },
  { id: 'oil-deduction', name: 'Oil content below the basis' },
  { id: 'ergot', name: 'Ergot present' },
  { id: 'pests', name: 'Live pests: treatment charge' },
  { id: 'haulage', name: 'Haulage' },
  { id: 'levy', name: 'AHDB levy' },
  { id: 'other', name: 'Other' },
];

/** Why a settlement is increased. */
export const SETTLEMENT_BONUS_REASONS: SettlementReason[] = [
  { id: 'oil-bonus', name: 'Oil content above the basis' },
  { id: 'protein-premium', name: 'Protein premium' },
  { id: 'specific-weight-premium', name: 'Specific weight premium' },
  { id: 'quality-premium', name: 'Quality premium' },
  { id: 'other', name: 'Other' },
];
