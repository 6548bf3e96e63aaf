import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import { useController, type FieldValues } from 'react-hook-form';
import { useComboboxPlacement } from './combobox-placement';
import { controlledProps, type BoundFieldProps } from './field-props';

/** `name`: a field holding the chosen value as a string ('' for none). */
export interface FormSelectProps<T extends FieldValues, Out>
  extends Omit<SelectProps, 'value' | 'onChange' | 'data' | 'name'>, BoundFieldProps<T, Out> {
  data: ComboboxData;
  /** A first choice of nothing (''), in these words. */
  none?: string;
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
  none,
  onChosen,
  comboboxProps,
  ...props
}: FormSelectProps<T, Out>) {
  const placement = useComboboxPlacement();
  const state = useController({ control, name });
  return (
    <Select
      {...controlledProps(state)}
      data={none === undefined ? data : [{ value: '', label: none }, ...data]}
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
