import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useWeightEntry, type WeightEntry } from '../../lib/format/use-weight-entry';
import { NumberInput } from '../number-input';

/** What a weighbridge ticket says, in the order it says it. */
export const WEIGHBRIDGE_WEIGHTS = ['grossKg', 'tareKg', 'netKg', 'tippedQuantityKg'] as const;
export type WeighbridgeWeight = (typeof WEIGHBRIDGE_WEIGHTS)[number];

type Typed = Partial<Record<WeighbridgeWeight, number | ''>>;

export interface WeighbridgeWeights {
  weight: WeightEntry;
  /** Each field as shown, in the person's unit ('' while blank). */
  shown: Record<WeighbridgeWeight, number | ''>;
  /** Each field in kilograms (NaN while blank), for the domain's schema. */
  kg: Record<WeighbridgeWeight, number>;
  set: (field: WeighbridgeWeight, value: number | '') => void;
  blank: (field: WeighbridgeWeight) => boolean;
}

/**
 * The weights of a tipped load (a contract's delivery, a haulage load, the driver's unload): the net is gross less
 * tare and the quantity tipped the net, until the person types their own.
 */
export function useWeighbridgeWeights(): WeighbridgeWeights {
  const weight = useWeightEntry();
  const [typed, setTyped] = useState<Typed>({});
  const gross = typed.grossKg ?? '';
  const tare = typed.tareKg ?? '';
  const net =
    typed.netKg ??
    (gross !== '' && tare !== '' && gross > tare ? weight.fromKg(weight.toKg(gross) - weight.toKg(tare)) : '');
  const shown = { grossKg: gross, tareKg: tare, netKg: net, tippedQuantityKg: typed.tippedQuantityKg ?? net };
  const toKg = (value: number | '') => (value === '' ? Number.NaN : weight.toKg(value));
  return {
    weight,
    shown,
    kg: {
      grossKg: toKg(shown.grossKg),
      tareKg: toKg(shown.tareKg),
      netKg: toKg(shown.netKg),
      tippedQuantityKg: toKg(shown.tippedQuantityKg),
    },
    set: (field, value) => setTyped((before) => ({ ...before, [field]: value })),
    blank: (field) => shown[field] === '',
  };
}

/**
 * The weights as inputs in the person's unit, two a row where there is room: all four, or those `fields` names (a
 * driver's proof of delivery reads gross, tare and net off the ticket; all of it is tipped).
 */
export function WeighbridgeWeightInputs({
  weights,
  label,
  error,
  fields = WEIGHBRIDGE_WEIGHTS,
}: {
  weights: WeighbridgeWeights;
  label: (field: WeighbridgeWeight, unit: string) => string;
  error: (field: WeighbridgeWeight) => string | undefined;
  fields?: readonly WeighbridgeWeight[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {fields.map((field) => (
        <NumberInput
          key={field}
          label={label(field, weights.weight.symbol)}
          decimalScale={3}
          min={0}
          value={weights.shown[field]}
          onChange={(value) => weights.set(field, typeof value === 'number' ? value : '')}
          error={error(field)}
          required
          withAsterisk={false}
        />
      ))}
    </SimpleGrid>
  );
}
