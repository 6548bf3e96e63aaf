import type { SpecRange, Specification, SpecificationMeasure } from '@harvest/domain';
import { COMMODITY_GROUPS } from './commodities';

const atMost = (max: number): SpecRange => ({ min: null, max });
const atLeast = (min: number): SpecRange => ({ min, max: null });
const between = (min: number, max: number): SpecRange => ({ min, max });

/** Malting barley's nitrogen window is stored as protein (N × 6.25), rounded to two places. */
const nitrogenAsProtein = (minN: number, maxN: number): SpecRange =>
  between(Math.round(minN * 6.25 * 100) / 100, Math.round(maxN * 6.25 * 100) / 100);

type Measures = Partial<Record<SpecificationMeasure, SpecRange>>;

/** Shared by the nabim milling groups: 15 % moisture, 2 % admixture, ergot by weight 0.001 %. */
const milling = (protein: number, specificWeight: number, hagberg: number): Measures => ({
  moisture: atMost(15),
  protein: atLeast(protein),
  specificWeight: atLeast(specificWeight),
  hagberg: atLeast(hagberg),
  admixture: atMost(2),
  ergot: atMost(0.001),
});

const feedWheat: Measures = { moisture: atMost(15), specificWeight: atLeast(72), admixture: atMost(2) };

/**
 * Default specifications, one per catalogue item and with the item's id (%, kg/hl, seconds). Sources, restated:
 * the nabim wheat guide (Group 1: 13 % protein, 250 s Hagberg, 76 kg/hl), the AIC No. 1 grain contract defaults
 * (15 % moisture, 2 % admixture), maltsters' buying terms (14.5 % moisture, 2.5 % screenings, the nitrogen
 * windows) and the FOSFA/AIC oilseed basis (9 % moisture, 2 % admixture, 40 % oil: the point premiums and
 * deductions count from, not a rejection limit).
 */
const MEASURES: Readonly<Record<string, Measures>> = {
  'wheat-milling-nabim-group-1': milling(13, 76, 250),
  'wheat-milling-nabim-group-2': milling(12.5, 76, 220),
  'wheat-biscuit-nabim-group-3': {
    moisture: atMost(15),
    protein: between(10, 11.5),
    specificWeight: atLeast(74),
    hagberg: atLeast(180),
    admixture: atMost(2),
  },
  'wheat-feed-nabim-group-4-hard': feedWheat,
  'wheat-feed-nabim-group-4-soft': feedWheat,
  'wheat-feed': feedWheat,
  'barley-malting-spring': {
    moisture: atMost(14.5),
    protein: nitrogenAsProtein(1.5, 1.75),
    screenings: atMost(2.5),
    admixture: atMost(2),
  },
  'barley-malting-winter': {
    moisture: atMost(14.5),
    protein: nitrogenAsProtein(1.55, 1.85),
    screenings: atMost(2.5),
    admixture: atMost(2),
  },
  'barley-feed': { moisture: atMost(15), specificWeight: atLeast(63), admixture: atMost(2) },
  'oilseed-rape-crushing': { moisture: atMost(9), admixture: atMost(2), oilContent: atLeast(40) },
  'oats-milling': { moisture: atMost(14), specificWeight: atLeast(50), screenings: atMost(2), admixture: atMost(2) },
  'oats-feed': { moisture: atMost(15), specificWeight: atLeast(45), admixture: atMost(2) },
  'beans-human-consumption': { moisture: atMost(14), admixture: atMost(1) },
  'beans-feed': { moisture: atMost(15), admixture: atMost(2) },
  'peas-marrowfat': { moisture: atMost(14), admixture: atMost(1) },
  'peas-large-blue': { moisture: atMost(14), admixture: atMost(1) },
  'peas-feed': { moisture: atMost(15), admixture: atMost(2) },
  'maize-feed': { moisture: atMost(15), admixture: atMost(2) },
  'rye-milling': { moisture: atMost(15), specificWeight: atLeast(70), hagberg: atLeast(120), ergot: atMost(0.001) },
  'rye-feed': { moisture: atMost(15), admixture: atMost(2) },
  'triticale-feed': { moisture: atMost(15), specificWeight: atLeast(68), admixture: atMost(2) },
  'linseed-crushing': { moisture: atMost(9), admixture: atMost(2), oilContent: atLeast(38) },
};

export const SPECIFICATIONS: Specification[] = COMMODITY_GROUPS.flatMap((group) =>
  group.items.map((each) => {
    const measures = MEASURES[each.id];
    if (!measures) throw new Error(`reference: no default specification for ${each.id}`);
    const spec: Specification = {
      id: each.id,
      commodityId: group.id,
      commodityType: each.commodityType,
      name: each.name,
      measures,
    };
    return each.commodityGrade === undefined ? spec : { ...spec, commodityGrade: each.commodityGrade };
  }),
);
