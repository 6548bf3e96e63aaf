import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from './number-input';

interface FormNumberInputProps<T extends FieldValues, Out> extends Omit<
  NumberInputProps,
  'value' | 'onChange' | 'name'
> {
  /** The form's control, whatever its resolver hands to submit. */
  control: Control<T, unknown, Out>;
  /** A field holding a number, or '' while nothing is typed. */
  name: Path<T>;
}

/**
 * A number input bound to a react-hook-form field: a number, or '' while empty (the domain's rules then say why).
 * It shows the field's message unless told another.
 */
export function FormNumberInput<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FormNumberInputProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          {...props}
        />
      )}
    />
  );
}
