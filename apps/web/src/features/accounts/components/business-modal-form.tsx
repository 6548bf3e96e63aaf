import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../ui/form-modal';

interface BusinessModalFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** A business setup form in its dialog: Cancel and Save at the foot. */
export function BusinessModalForm({ onSubmit, error, pending, onCancel, children }: BusinessModalFormProps) {
  const { t } = useTranslation();
  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      submitLabel={t('businessSetup.save')}
      pending={pending}
      cancel={{ label: t('businessSetup.cancel'), onCancel }}
    >
      {children}
    </FormModal.Form>
  );
}
