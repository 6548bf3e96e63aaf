import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { LoadingState } from '../../../ui/loading-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { AdvancePayToggle } from '../components/advance-pay-toggle';
import { BankDetailsForm } from '../components/bank-details-form';
import { BrandingForm } from '../components/branding-form';
import { BusinessUnitList } from '../components/business-unit-list';
import { ModuleUpgradesCard } from '../components/module-upgrades-card';
import { OrganisationDetailsCard } from '../components/organisation-details-card';
import { PageHeading } from '../../../ui/page-heading';

/**
 * Business setup (trading §2): the acting organisation's details, business units, bank
 * details, branding and invoices, upgrades and Advance Pay. The route asks for
 * account.business read; without write everything shows read-only (platform §6: a user
 * with limited permissions cannot edit the business).
 */
export function BusinessSetupPage() {
  const { t } = useTranslation();
  usePageTitle(t('businessSetup.title'));
  const session = useSession();
  const profile = session.profile;
  if (!profile) return <LoadingState />;

  const organisationId = profile.organisation.id;
  const canEdit = canAccess(session, 'account.business', 'write');
  const unitsWrite = canEdit && canAccess(session, 'account.business-units', 'write');

  return (
    <Stack gap="xl" maw={960}>
      <PageHeading
        title={t('businessSetup.title')}
        intro={t('businessSetup.intro', { organisation: profile.organisation.name })}
      />
      {!canEdit && (
        <Alert color="blue" variant="light" role="status">
          {t('businessSetup.readOnly')}
        </Alert>
      )}
      <OrganisationDetailsCard organisationId={organisationId} canEdit={canEdit} />
      <BusinessUnitList
        organisationId={organisationId}
        countryIso={profile.organisation.countryISO}
        canRead={canAccess(session, 'account.business-units', 'read')}
        canEdit={unitsWrite}
      />
      <BankDetailsForm organisationId={organisationId} canEdit={canEdit} />
      <BrandingForm organisationId={organisationId} canEdit={canEdit} />
      <ModuleUpgradesCard organisationId={organisationId} canEdit={canEdit} />
      {hasOrganisationModule(session, 'trading:core') && (
        <AdvancePayToggle organisationId={organisationId} canEdit={canEdit} />
      )}
    </Stack>
  );
}
