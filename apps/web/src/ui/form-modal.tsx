import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert';
import { Dialog, type DialogProps } from './modals/dialog';

/**
 * A dialog that holds a form (spec §2): centred or a fly-out, the whole screen on a phone. The form is a component
 * of its own, so that its state starts afresh at each opening.
 */
function FormModalShell(props: DialogProps) {
  return <Dialog {...props} />;
}

interface FormModalFormProps {
  /** Submit by button or Enter; the page's own form (this sits in a portal inside it) never hears of it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** What the API said about the form as a whole, or why the last try failed. */
  error: string | null;
  submitLabel: string;
  /** While the change is on its way: the button spins and cannot be pressed again. */
  pending: boolean;
  /** Made offline: the change is kept on the device until the connection returns; the form says so and waits. */
  kept?: boolean;
  submitColour?: 'red';
  submitDisabled?: boolean;
  /** A Cancel beside the submit button; Escape and the close button close the dialog anyway. */
  cancel?: { label: string; onCancel: () => void };
  /** What the form is about, above its error and fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The form inside a FormModal: its error above the fields, the actions at the foot. */
function FormModalForm({
  onSubmit,
  error,
  submitLabel,
  pending,
  kept = false,
  submitColour,
  submitDisabled,
  cancel,
  intro,
  children,
}: FormModalFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit(event);
      }}
    >
      <Stack gap="md">
        {intro}
        <FormAlert message={error} />
        {kept && <KeptNotice />}
        {children}
        <Group justify="flex-end" gap="sm">
          {cancel && (
            <Button variant="default" onClick={cancel.onCancel}>
              {cancel.label}
            </Button>
          )}
          <Button type="submit" color={submitColour} loading={pending} disabled={submitDisabled || kept}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A form whose change waits for the connection says so, in place of a button that would spin until then. */
function KeptNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="status" title={t('keptSaves.keptTitle')}>
      {t('keptSaves.keptInForm')}
    </Alert>
  );
}

/** The dialogs' shell for a form: `<FormModal>` around, `<FormModal.Form>` inside the form's own component. */
export const FormModal = Object.assign(FormModalShell, { Form: FormModalForm });
