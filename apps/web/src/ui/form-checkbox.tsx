import { Checkbox, type CheckboxProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { controlledProps } from './field-props';

interface FormCheckboxProps<T extends FieldValues, Out> extends Omit<CheckboxProps, 'checked' | 'onChange' | 'name'> {
  /** The form's control, whatever its resolver hands to submit. */
  control: Control<T, unknown, Out>;
  /** A field holding true or false. */
  name: Path<T>;
}

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
