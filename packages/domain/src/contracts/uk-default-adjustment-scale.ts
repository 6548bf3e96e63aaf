import type { AdjustmentRule, AdjustmentScale } from './adjustment-scale';

/**
 * A typical UK merchant's deduction and bonus scale for wheat, offered as the starting point of a contract's scale:
 * the figures are ours, in the shape merchants publish them, and are to be agreed per contract (rates change with
 * the season and the buyer). Reason ids are core config's settlement reasons (the reference module's
 * settlement-reasons.ts). Thresholds follow the nabim and AIC bases the default specifications use.
 */
const drying: AdjustmentRule = {
  measure: 'moisture',
  reasonId: 'moisture-drying',
  kind: 'deduction',
  side: 'above',
  // Dried to 14.5 % to keep in store, though the contract basis is 15 %.
  threshold: 14.5,
  step: 0.1,
  ratePerStepMinor: 20,
  rejectAt: 18,
};

const cleaning: AdjustmentRule = {
  measure: 'admixture',
  reasonId: 'admixture-cleaning',
  kind: 'deduction',
  side: 'above',
  threshold: 2,
  step: 0.5,
  ratePerStepMinor: 50,
  rejectAt: 5,
};

const lowSpecificWeight = (ratePerStepMinor: number, rejectAt: number): AdjustmentRule => ({
  measure: 'specificWeight',
  reasonId: 'specific-weight',
  kind: 'deduction',
  side: 'below',
  threshold: 76,
  step: 1,
  ratePerStepMinor,
  rejectAt,
});

/** The specification's nil ergot: any ergot at all is a flat cleaning charge, and past the limit a refusal. */
const ergot = (rejectAt: number): AdjustmentRule => ({
  measure: 'ergot',
  reasonId: 'ergot',
  kind: 'deduction',
  side: 'above',
  threshold: 0,
  step: null,
  ratePerStepMinor: 500,
  rejectAt,
});

const feedWheat: AdjustmentScale = [drying, lowSpecificWeight(100, 70), cleaning, ergot(0.1)];

const millingWheat: AdjustmentScale = [
  drying,
  lowSpecificWeight(150, 72),
  // Group 1's 13 % protein: a premium for each whole 0.1 % above (to £5 a tonne), a claim for each part below.
  {
    measure: 'protein',
    reasonId: 'protein-premium',
    kind: 'bonus',
    side: 'above',
    threshold: 13,
    step: 0.1,
    ratePerStepMinor: 50,
    capMinor: 500,
  },
  {
    measure: 'protein',
    reasonId: 'protein',
    kind: 'deduction',
    side: 'below',
    threshold: 13,
    step: 0.1,
    ratePerStepMinor: 100,
    rejectAt: 12,
  },
  {
    measure: 'hagberg',
    reasonId: 'hagberg',
    kind: 'deduction',
    side: 'below',
    threshold: 250,
    step: 10,
    ratePerStepMinor: 100,
    rejectAt: 200,
  },
  cleaning,
  ergot(0.05),
];

export const UK_DEFAULT_ADJUSTMENT_SCALE = { feedWheat, millingWheat } as const;

/** Whether the UK default has a scale for the crop (wheat, feed or milling); any other starts with none. */
export const hasDefaultAdjustmentScale = (commodityId: string): boolean => commodityId === 'wheat';

/**
 * The default scale a new wheat contract starts from, by the catalogue item's trade type; any other crop or type
 * starts with none, for the parties to agree.
 */
export function defaultAdjustmentScale(commodity: { commodityId: string; commodityType: string }): AdjustmentScale {
  if (!hasDefaultAdjustmentScale(commodity.commodityId)) return [];
  if (commodity.commodityType === 'milling') return millingWheat;
  if (commodity.commodityType === 'feed') return feedWheat;
  return [];
}
