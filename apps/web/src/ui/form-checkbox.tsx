import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { controlledProps, type BoundFieldProps } from './field-props';

/** `name`: a field holding true or false. */
interface FormCheckboxProps<T extends FieldValues, Out>
  extends Omit<CheckboxProps, 'checked' | 'onChange' | 'name'>, BoundFieldProps<T, Out> {}

/** A checkbox bound to a react-hook-form field of true or false, showing the field's message unless told another. */
export function FormCheckbox<T extends FieldValues, Out = T>({ control, name, ...props }: FormCheckboxProps<T, Out>) {
  const state = useController({ control, name });
  return (
    <Checkbox
      {...controlledProps(state)}
      checked={state.field.value}
      onChange={(event) => state.field.onChange(event.currentTarget.checked)}
      {...props}
    />
  );
}
