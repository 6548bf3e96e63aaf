/** What a form with a harvest year is given: this year, which the form starts at and the year picker sits around (spec §9). */
export interface HarvestYearProps {
  harvestYear: number;
}
