import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_INPUT_RULES, numberInputSchema } from './number-input';

const moneyInputSchema = () => numberInputSchema({ scale: NUMBER_INPUT_RULES.moneyScale });

describe('number inputs (spec §5, §9: min 0, max 2,000,000, thousands comma, dot radix, scale 2 for money)', () => {
  it('are the spec rules', () => {
    expect(NUMBER_INPUT_RULES).toEqual({
      min: 0,
      max: 2_000_000,
      thousandSeparator: ',',
      decimalSeparator: '.',
      moneyScale: 2,
    });
  });

  it('take 0 to 2,000,000 by default', () => {
    const schema = numberInputSchema();
    expect(schema.safeParse(0).success).toBe(true);
    expect(schema.safeParse(2_000_000).success).toBe(true);
    expect(schema.safeParse(-0.01).success).toBe(false);
    expect(schema.safeParse(2_000_000.01).success).toBe(false);
    expect(schema.safeParse(1.23456).success).toBe(true);
  });

  it('take other limits when told', () => {
    expect(numberInputSchema({ min: 1, max: 10 }).safeParse(0).success).toBe(false);
    expect(numberInputSchema({ scale: 0 }).safeParse(1.5).success).toBe(false);
  });

  it('allow 2 decimals for money', () => {
    const money = moneyInputSchema();
    expect(money.safeParse(1_999_999.99).success).toBe(true);
    const bad = money.safeParse(10.001);
    expect(bad.error?.issues[0]?.message).toBe('Use at most 2 decimal places');
  });

  it('accept every amount of pence within the limits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), (pence) => {
        expect(moneyInputSchema().safeParse(pence / 100).success).toBe(true);
      }),
    );
  });
});
