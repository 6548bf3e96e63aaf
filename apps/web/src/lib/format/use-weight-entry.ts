import { convertWeight, messages, weightUnitFor, type WeightContext, type WeightUnit } from '@harvest/domain';
import { useMemo } from 'react';
import { useUnits } from './use-units';

export interface WeightEntry {
  unit: WeightUnit;
  /** The unit's symbol for a field's label: 't', 'lb'. */
  symbol: string;
  /** What the person typed, in their unit, as the whole kilograms the API stores. */
  toKg: (value: number) => number;
  /** Kilograms as the number the field shows in their unit. */
  fromKg: (kg: number) => number;
}

/** Typing a weight in the person's own unit (tonnes by default, pounds when imperial), stored as kilograms. */
export function weightEntryFor(system: Parameters<typeof weightUnitFor>[0], context: WeightContext): WeightEntry {
  const unit = weightUnitFor(system, context);
  return {
    unit,
    symbol: messages.units.symbols[unit],
    toKg: (value) => Math.round(convertWeight(value, unit, 'kg')),
    fromKg: (kg) => convertWeight(kg, 'kg', unit),
  };
}

export function useWeightEntry(context: WeightContext = 'default'): WeightEntry {
  const { systems } = useUnits();
  const system = context === 'capacity' ? systems.capacity : systems.weight;
  return useMemo(() => weightEntryFor(system, context), [system, context]);
}
