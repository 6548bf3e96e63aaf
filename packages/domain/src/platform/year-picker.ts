/** Spec §9: the year picker starts the year before the current one and spans 7 entries. */
export const YEAR_PICKER_SPAN = 7;

export function yearPickerOptions(currentYear: number): number[] {
  return Array.from({ length: YEAR_PICKER_SPAN }, (_, index) => currentYear - 1 + index);
}
