import type { ComponentProps } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormNumberInput } from '../../../ui/form-number-input';

type Quantities = FieldValues & { quantityMin: number | ''; quantityMax: number | '' };

type QuantityRangeInputsProps<T extends Quantities, Out> = Omit<
  ComponentProps<typeof FormNumberInput<T, Out>>,
  'name' | 'label'
> & { labels: { min: string; max: string } };

/** The least and the most tonnage of a trade (`quantityMin`, `quantityMax`), to the kilogram; the caller lays them out. */
export function QuantityRangeInputs<T extends Quantities, Out = T>({
  labels,
  ...props
}: QuantityRangeInputsProps<T, Out>) {
  return (
    <>
      <FormNumberInput name={'quantityMin' as Path<T>} label={labels.min} decimalScale={3} {...props} />
      <FormNumberInput name={'quantityMax' as Path<T>} label={labels.max} decimalScale={3} {...props} />
    </>
  );
}
