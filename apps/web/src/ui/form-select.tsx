import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useComboboxPlacement } from './combobox-placement';
import { controlledProps } from './field-props';

export interface FormSelectProps<T extends FieldValues, Out> extends Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'name'
> {
  /** The form's control, whatever its resolver hands to submit. */
  control: Control<T, unknown, Out>;
  /** A field holding the chosen value as a string ('' for none). */
  name: Path<T>;
  data: ComboboxData;
  /** Told of each choice after the field has it (to clear a field that depended on it). */
  onChosen?: (value: string) => void;
}

/**
 * A select bound to a react-hook-form field: the value is a string, '' for none, and the list opens where it fits
 * (useComboboxPlacement: in a dialog, inside it and below the box). It shows the field's message unless told another.
 */
export function FormSelect<T extends FieldValues, Out = T>({
  control,
  name,
  data,
  onChosen,
  comboboxProps,
  ...props
}: FormSelectProps<T, Out>) {
  const placement = useComboboxPlacement();
  const state = useController({ control, name });
  return (
    <Select
      {...controlledProps(state)}
      data={data}
      value={state.field.value}
      onChange={(value) => {
        state.field.onChange(value ?? '');
        onChosen?.(value ?? '');
      }}
      comboboxProps={{ ...placement, ...comboboxProps }}
      {...props}
    />
  );
}
