import {
  ACRES_PER_HECTARE,
  BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE,
  KILOMETRES_PER_MILE,
  WEIGHT_FACTORS_FROM_KG,
} from '@harvest/domain';

/**
 * Factors from the base unit of each measure, taken from the domain's unit rules so the app and the API convert
 * alike: weight from kg, area from hectares, distance from kilometres, yield from tonnes per hectare.
 */
export const CONVERSIONS: Record<string, Record<string, number>> = {
  weight: { ...WEIGHT_FACTORS_FROM_KG },
  area: { hectare: 1, acre: ACRES_PER_HECTARE },
  distance: { kilometre: 1, mile: 1 / KILOMETRES_PER_MILE },
  yield: { tonnePerHectare: 1, bushelPerAcre: BUSHELS_PER_ACRE_PER_TONNE_PER_HECTARE },
};
