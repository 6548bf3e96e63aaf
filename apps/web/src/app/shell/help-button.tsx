import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpIcon } from '../../ui/icons/help-icon';
import { useModals } from '../../ui/modals/use-modals';

/** The header's way to the help for the page: opens the named modal 'help' (spec §2). */
export function HelpButton() {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => modals.open('help')}
      aria-label={t('content.help.open')}
    >
      <HelpIcon size={20} />
    </ActionIcon>
  );
}
