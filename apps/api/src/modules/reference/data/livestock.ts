import type { LivestockSpecies } from '@harvest/domain';

/** The species a livestock asset may be (spec platform §3: an asset with a species is livestock). */
export const LIVESTOCK_SPECIES: LivestockSpecies[] = [
  { id: 'cattle', name: 'Cattle' },
  { id: 'sheep', name: 'Sheep' },
  { id: 'pigs', name: 'Pigs' },
  { id: 'poultry', name: 'Poultry' },
  { id: 'goats', name: 'Goats' },
  { id: 'deer', name: 'Deer' },
];
