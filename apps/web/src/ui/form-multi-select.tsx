import { MultiSelect, type ComboboxData, type MultiSelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useComboboxPlacement } from './combobox-placement';

interface FormMultiSelectProps<T extends FieldValues, Out> extends Omit<
  MultiSelectProps,
  'value' | 'onChange' | 'data' | 'name'
> {
  /** The form's control, whatever its resolver hands to submit. */
  control: Control<T, unknown, Out>;
  /** A field holding the chosen values as strings. */
  name: Path<T>;
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
  const { field, fieldState } = useController({ control, name });
  return (
    <MultiSelect
      {...field}
      error={fieldState.error?.message}
      comboboxProps={{ ...placement, ...comboboxProps }}
      {...props}
    />
  );
}
