import { useController, type FieldValues } from 'react-hook-form';
import { MarkdownEditor, type MarkdownEditorProps } from './markdown-editor';
import type { BoundFieldProps } from '../../../ui/field-props';

/** `name`: a field holding the markdown text. */
interface FormMarkdownEditorProps<T extends FieldValues, Out>
  extends Omit<MarkdownEditorProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>, BoundFieldProps<T, Out> {}

/** A markdown editor bound to a react-hook-form field, showing the field's message. */
export function FormMarkdownEditor<T extends FieldValues, Out = T>({
  control,
  name,
  ...props
}: FormMarkdownEditorProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MarkdownEditor
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      {...props}
    />
  );
}
