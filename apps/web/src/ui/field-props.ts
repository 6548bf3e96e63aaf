import {
  get,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';

/**
 * The part of a react-hook-form form that a registered input needs, for any form holding the fields named `N`
 * (a whole form, or a sub-form component's view of the fields it draws).
 */
export interface FieldForm<N extends string> {
  register: (name: N) => UseFormRegisterReturn;
  formState: { errors: object };
}

export interface FieldProps extends UseFormRegisterReturn {
  error: string | undefined;
}

/**
 * A Mantine input's binding to a form field: its registration and the field's message, so a field reads as its
 * label and its name. Read during render, so the form re-renders when the field's error changes.
 */
export function fieldProps<N extends string>(form: FieldForm<N>, name: NoInfer<N>): FieldProps {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}

/**
 * A field the form cannot do without. The house marks optional fields in their labels rather than required ones
 * with an asterisk, so the input is required (for assistive technology) but shows none.
 */
export function requiredFieldProps<N extends string>(
  form: FieldForm<N>,
  name: NoInfer<N>,
): FieldProps & { required: true; withAsterisk: false } {
  return { ...fieldProps(form, name), required: true, withAsterisk: false };
}

/** What useController answers (or a Controller hands its render function). */
interface ControllerState {
  field: Pick<ControllerRenderProps, 'ref' | 'name' | 'onBlur'>;
  fieldState: ControllerFieldState;
}

/**
 * A Mantine input's binding to a form field through useController (or a Controller), but for its value and change (which differ with
 * the input): its ref, name and blur, and the field's message.
 */
export function controlledProps({ field, fieldState }: ControllerState) {
  return { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message };
}

/** A form input bound through useController: the form's control (whatever its resolver hands to submit) and a field. */
export interface BoundFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
}
