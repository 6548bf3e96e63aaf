import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormNumberInput } from '../../../ui/form-number-input';

/** Pounds (a price per tonne, a premium), to the penny, the pound sign before the box and not read out. */
export function PriceInput<T extends FieldValues, Out = T>(props: ComponentProps<typeof FormNumberInput<T, Out>>) {
  return <FormNumberInput decimalScale={2} leftSection={<span aria-hidden="true">£</span>} {...props} />;
}
