import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyInput, NumberInput } from './number-input';

function Harness({ money = false, initial = '' }: { money?: boolean; initial?: string | number }) {
  const [value, setValue] = useState<string | number>(initial);
  const Input = money ? MoneyInput : NumberInput;
  return (
    <MantineProvider env="test">
      <Input label="Amount" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </MantineProvider>
  );
}

const input = () => screen.getByLabelText('Amount') as HTMLInputElement;
const typed = (text: string) => fireEvent.change(input(), { target: { value: text } });
const value = () => screen.getByTestId('value').textContent;

describe('NumberInput (spec §5, §9: min 0, max 2,000,000, thousands comma, dot radix)', () => {
  it('groups thousands with a comma and reads a dot as the radix', () => {
    render(<Harness />);
    typed('1234567.5');
    expect(input().value).toBe('1,234,567.5');
    expect(value()).toBe('1234567.5');
  });

  it('takes 2,000,000 but not more', () => {
    render(<Harness />);
    typed('2000000');
    expect(value()).toBe('2000000');
    typed('2000001');
    expect(value()).toBe('2000000');
  });

  it('takes no negative numbers (min 0)', () => {
    render(<Harness />);
    typed('-5');
    expect(value()).not.toContain('-');
  });
});

describe('MoneyInput (spec §5: scale 2 for money)', () => {
  it('keeps at most 2 decimals and shows the currency symbol', () => {
    render(<Harness money />);
    typed('1234.567');
    expect(input().value).toBe('1,234.56');
    expect(value()).toBe('1234.56');
    expect(screen.getByText('£')).toBeTruthy();
  });
});
