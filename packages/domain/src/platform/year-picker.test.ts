import { describe, expect, it } from 'vitest';
import { YEAR_PICKER_SPAN, yearPickerOptions } from './year-picker';

describe('the year picker (spec §9)', () => {
  it('starts the year before the current one and spans 7 entries', () => {
    expect(YEAR_PICKER_SPAN).toBe(7);
    expect(yearPickerOptions(2026)).toEqual([2025, 2026, 2027, 2028, 2029, 2030, 2031]);
  });
});
