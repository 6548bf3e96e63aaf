import type { TFunction } from 'i18next';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/forms/api-validation';
import { onSaveKept } from '../lib/offline/waiting-saves';
import { FormModal } from './form-modal';
import type { DialogProps } from './modals/dialog-props';

/** What a dialog's form is given besides what it is about: how to say it is done, which closes the dialog. */
export interface DoneProps {
  onDone: () => void;
}

type Title<About> = (t: TFunction, about: About) => string;

/**
 * A FormModal around one form, open while `opened`. The form is made afresh at each opening, so its state starts
 * clean, and is handed everything else the dialog is given.
 */
export function formDialog<Props extends DoneProps>(Form: ComponentType<Props>, title: Title<Omit<Props, 'onDone'>>) {
  return function FormDialog({ opened, onClose, ...about }: DialogProps<Omit<Props, 'onDone'>>) {
    const { t } = useTranslation();
    const formProps = { ...about, onDone: onClose } as unknown as Props;
    return (
      <FormModal opened={opened} onClose={onClose} title={title(t, formProps)}>
        {opened && <Form {...formProps} />}
      </FormModal>
    );
  };
}

/** The props of a dialog about a subject: the subject's prop may be null (the dialog is closed), and onClose. */
export type SubjectDialogProps<Props, Name extends keyof Props> = Omit<Props, Name | 'onDone'> & {
  [Key in Name]: Props[Key] | null;
} & { onClose: () => void };

const keyOf = (subject: unknown) =>
  typeof subject === 'object' && subject !== null && 'id' in subject ? String(subject.id) : String(subject);

/**
 * A FormModal around one form about a subject (a stock record, a wanted listing), open while there is one: `name`
 * is the prop that holds it. The form is made afresh for each subject (keyed by its id, or by itself).
 */
export function subjectFormDialog<Props extends DoneProps, Name extends Exclude<keyof Props, 'onDone'>>(
  name: Name,
  Form: ComponentType<Props>,
  title: Title<Omit<SubjectDialogProps<Props, Name>, 'onClose'>>,
) {
  return function SubjectFormDialog({ onClose, ...about }: SubjectDialogProps<Props, Name>) {
    const { t } = useTranslation();
    const subject = (about as Record<Name, unknown>)[name];
    const formProps = { ...about, onDone: onClose } as unknown as Props;
    return (
      <FormModal opened={subject !== null} onClose={onClose} title={title(t, about)}>
        {subject !== null && <Form key={keyOf(subject)} {...formProps} />}
      </FormModal>
    );
  };
}

/** What a FormModal.Form shows of the mutation it sends: why the last try failed, and whether one is on its way. */
export function mutationFormState(mutation: { error: Error | null; isPending: boolean }) {
  return { error: mutation.error ? mutation.error.message : null, pending: mutation.isPending };
}

/**
 * The send of a dialog form kept in plain state (no react-hook-form): `send` does the work and throws to refuse, and
 * what it threw, in words, is the form's error until the next try. Spread on FormModal.Form with its pending.
 */
export function useFormSend(send: () => Promise<void>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState(false);
  const onSubmit = () => {
    setError(null);
    // Offline, the save is kept on the device and sent later: the form says so (FormModal.Form's `kept`).
    const stopListening = onSaveKept(() => setKept(true));
    send()
      .catch((caught: unknown) => setError(errorMessage(caught, t('errors.somethingWentWrong'))))
      .finally(() => {
        stopListening();
        setKept(false);
      });
  };
  return { onSubmit, error, kept };
}
