import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightEntryFor } from './use-weight-entry';

describe('weight entry (platform §9: weight in tonnes or pounds, stored in kg)', () => {
  it('reads tonnes for metric and pounds for imperial, with the spec’s factors', () => {
    const metric = weightEntryFor('metric', 'default');
    expect(metric).toMatchObject({ unit: 'tonne', symbol: 't' });
    expect(metric.toKg(25.5)).toBe(25_500);
    const imperial = weightEntryFor('imperial', 'default');
    expect(imperial).toMatchObject({ unit: 'lb', symbol: 'lb' });
    expect(imperial.toKg(2_205)).toBe(1_000);
  });

  it('gives back whole kilograms that show as what was typed, to the gram', () => {
    const metric = weightEntryFor('metric', 'default');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (kg) => {
        expect(metric.toKg(metric.fromKg(kg))).toBe(kg);
      }),
    );
  });
});
