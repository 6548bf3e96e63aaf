import { MultiSelect, type ComboboxData, type MultiSelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useComboboxPlacement } from './combobox-placement';
import { controlledProps, type BoundFieldProps } from './field-props';

interface FormMultiSelectProps<T extends FieldValues, Out>
  extends Omit<MultiSelectProps, 'value' | 'onChange' | 'data' | 'name'>, BoundFieldProps<T, Out> {
  data: ComboboxData;
}

/**
 * A multi-select bound to a react-hook-form field of strings, its list opening where it fits (as FormSelect's). It
 * shows the field's message unless told another.
 */
export function FormMultiSelect<T extends FieldValues, Out = T>({
  control,
  name,
  comboboxProps,
  ...props
}: FormMultiSelectProps<T, Out>) {
  const placement = useComboboxPlacement();
  const state = useController({ control, name });
  return (
    <MultiSelect
      {...controlledProps(state)}
      value={state.field.value}
      onChange={state.field.onChange}
      comboboxProps={{ ...placement, ...comboboxProps }}
      {...props}
    />
  );
}
