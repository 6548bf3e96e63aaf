import { useTranslation } from 'react-i18next';
import { notify } from '../../../ui/notifications/notify';
import { useUpdatePreferences, type PreferencesPatch } from '../api/update-preferences';

/** Saves one part of one's preferences from a settings form and says so; a failure is the form's to show. */
export function useSavePreferences() {
  const { t } = useTranslation();
  const update = useUpdatePreferences();
  return {
    save: (patch: PreferencesPatch) =>
      update.mutate(patch, { onSuccess: () => notify({ message: t('accounts.settingsSaved'), position: 'floating' }) }),
    saving: update.isPending,
    error: update.isError ? update.error.message : null,
  };
}
