import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyApiValidation } from '../lib/forms/api-validation';
import { onSaveKept } from '../lib/offline/waiting-saves';

/**
 * A form's submit, sent to the API: `save` gets the checked values; when it throws, the API's
 * validation messages go on the form's fields and anything else is the form-level error.
 */
export function useApiFormSubmit<T extends FieldValues, Body>(
  form: UseFormReturn<T, unknown, Body>,
  apiFields: readonly Path<T>[],
  save: (body: Body) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    // Offline, the save is kept on the device and sent later: the form says so instead of spinning until then.
    const stopListening = onSaveKept(() => setKept(true));
    try {
      await save(body);
    } catch (error) {
      setFormError(applyApiValidation(error, form.setError, apiFields));
    } finally {
      stopListening();
      setKept(false);
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);
  /** What a FormModal.Form (or a signed-out page's AuthForm) takes of it: `<FormModal.Form {...modalForm} submitLabel=…>`. */
  const modalForm = { onSubmit, error: formError, pending: form.formState.isSubmitting && !kept, kept };
  return { formError, onSubmit, modalForm, kept };
}
