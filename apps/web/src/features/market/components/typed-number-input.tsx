import { useController, type FieldValues } from 'react-hook-form';
import { controlledProps, type BoundFieldProps } from '../../../ui/field-props';
import { NumberInput, type NumberInputProps } from '../../../ui/number-input';

/**
 * A number input bound to a form field that keeps what the input hands over: a number, or a string while it keeps a
 * trailing zero ('195.50') or is empty. `typedNumber` reads it when the body is made, so '195.50' is 195.5, not empty.
 */
export function TypedNumberInput<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange' | 'name'> & BoundFieldProps<T, Out>) {
  const state = useController({ control, name });
  return (
    <NumberInput
      {...controlledProps(state)}
      value={state.field.value}
      onChange={(value) => state.field.onChange(value)}
      {...props}
    />
  );
}

/** What a TypedNumberInput holds, as a number: NaN while it is empty or not a number (the domain's words say so). */
export const typedNumber = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
