import { useController, type FieldValues } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from './number-input';
import { controlledProps, type BoundFieldProps } from './field-props';

/** `name`: a field holding a number, or '' while nothing is typed. */
interface FormNumberInputProps<T extends FieldValues, Out>
  extends Omit<NumberInputProps, 'value' | 'onChange' | 'name'>, BoundFieldProps<T, Out> {}

/**
 * A number input bound to a react-hook-form field: a number, or '' while empty (the domain's rules then say why).
 * It shows the field's message unless told another.
 */
export function FormNumberInput<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FormNumberInputProps<T, Out>) {
  const state = useController({ control, name });
  return (
    <NumberInput
      {...controlledProps(state)}
      value={state.field.value}
      onChange={(value) => state.field.onChange(typeof value === 'number' ? value : '')}
      {...props}
    />
  );
}
