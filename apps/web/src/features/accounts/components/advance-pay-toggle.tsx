import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useToggleAdvancePay } from '../api/toggle-advance-pay';
import { OrganisationSection, type BusinessSetupSectionProps } from './organisation-section';

/** Whether the business offers Advance Pay on its accepted trades; only for trading:core businesses. */
export function AdvancePayToggle({ organisationId, canEdit }: BusinessSetupSectionProps) {
  const { t } = useTranslation();
  const toggle = useToggleAdvancePay(organisationId);
  return (
    <OrganisationSection
      organisationId={organisationId}
      title={t('businessSetup.advancePay.title')}
      intro={t('businessSetup.advancePay.description')}
    >
      {(organisation) => (
        <>
          <Switch
            label={t('businessSetup.advancePay.toggle')}
            checked={toggle.isPending && toggle.variables !== undefined ? toggle.variables : organisation.advancePay}
            onChange={(event) => toggle.mutate(event.currentTarget.checked)}
            disabled={!canEdit || toggle.isPending}
          />
          {toggle.isError && (
            <Stack mt="sm">
              <FormAlert title={t('businessSetup.advancePay.failed')} message={toggle.error.message} />
            </Stack>
          )}
        </>
      )}
    </OrganisationSection>
  );
}
