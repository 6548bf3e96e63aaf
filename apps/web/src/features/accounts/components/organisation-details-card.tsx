import { formatAddress, type OrganisationDetails } from '@harvest/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../ui/detail-list';
import { useModal } from '../../../ui/modals/use-modals';
import { ORGANISATION_DETAILS_MODAL, OrganisationDetailsModal } from './organisation-details-modal';
import { formatTelephone } from './organisation-form-resolver';
import { OrganisationSection, type BusinessSetupSectionProps } from './organisation-section';

/** The business's name, company number, contact details and address, with Edit for those who may. */
export function OrganisationDetailsCard({ organisationId, canEdit }: BusinessSetupSectionProps) {
  const { t } = useTranslation();
  const modal = useModal(ORGANISATION_DETAILS_MODAL);
  return (
    <OrganisationSection
      organisationId={organisationId}
      title={t('businessSetup.details.title')}
      actions={() =>
        canEdit && (
          <Button variant="default" size="xs" onClick={modal.open} aria-label={t('businessSetup.details.editLabel')}>
            {t('businessSetup.edit')}
          </Button>
        )
      }
    >
      {(organisation) => (
        <>
          <OrganisationSummary organisation={organisation} />
          {canEdit && (
            <OrganisationDetailsModal opened={modal.opened} onClose={modal.close} organisation={organisation} />
          )}
        </>
      )}
    </OrganisationSection>
  );
}

function OrganisationSummary({ organisation }: { organisation: OrganisationDetails }) {
  const { t } = useTranslation();
  const notGiven = t('businessSetup.notGiven');
  const rows = [
    { label: t('businessSetup.details.name'), value: organisation.name },
    { label: t('businessSetup.details.companyNumber'), value: organisation.companyNumber ?? notGiven },
    { label: t('businessSetup.details.email'), value: organisation.email ?? notGiven },
    {
      label: t('businessSetup.details.phone'),
      value: organisation.phone ? formatTelephone(organisation.countryISO, organisation.phone) : notGiven,
    },
    {
      label: t('businessSetup.details.address'),
      value: organisation.address ? formatAddress(organisation.address) : notGiven,
    },
  ];
  return <DetailList rows={rows} />;
}
