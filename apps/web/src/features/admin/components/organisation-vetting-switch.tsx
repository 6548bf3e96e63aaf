import type { OrganisationSummary } from '@harvest/domain';
import { Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useConfirmedChange } from '../../../ui/use-confirmed-change';
import { useUpdateBusinessAccount } from '../api/update-business-account';

/**
 * Spec §6: vetting opens trading to a business, and withdrawing it closes trading at once, so the switch asks first,
 * naming the business and what changes. Its accessible name names the business too ('Vetted: Hillside Farm'), since a
 * page holds one per business.
 */
export function OrganisationVettingSwitch({ organisation }: { organisation: OrganisationSummary }) {
  const { t } = useTranslation();
  const { name } = organisation;
  // The vetting asked for, while the dialog asks about it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const update = useUpdateBusinessAccount();
  const change = useConfirmedChange(update, () => setAsked(null), t('admin.businessAccounts.vettedSaved'));
  const words = asked ? 'confirmVet' : 'confirmUnvet';
  return (
    <>
      <Switch
        // The column says what the switch is; beside it only where there is room (the accessible name always says).
        label={
          <Text span size="sm" visibleFrom="sm">
            {t('admin.businessAccounts.vetted')}
          </Text>
        }
        aria-label={t('admin.businessAccounts.vettedLabel', { name })}
        checked={organisation.vetted}
        disabled={update.isPending}
        onChange={(event) => setAsked(event.currentTarget.checked)}
      />
      <ConfirmModal
        {...change.modalFor(asked, (vetted) => ({ id: organisation.id, patch: { vetted } }))}
        title={t(`admin.businessAccounts.${words}.title`, { name })}
        keepLabel={t('admin.businessAccounts.keep')}
        confirmLabel={t(`admin.businessAccounts.${words}.confirm`)}
        errorTitle={t('admin.businessAccounts.updateFailed')}
        confirmColour={asked ? 'green' : 'red'}
      >
        <Text size="sm">{t(`admin.businessAccounts.${words}.body`, { name })}</Text>
      </ConfirmModal>
    </>
  );
}
