import type { OrganisationDetails } from '@harvest/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../api/get-organisation';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';

/** What every section of business setup is given: whose details, and whether the reader may change them. */
export interface BusinessSetupSectionProps {
  organisationId: string;
  canEdit: boolean;
}

interface OrganisationSectionProps {
  organisationId: string;
  title: string;
  intro?: string;
  /** Buttons beside the heading, once the organisation is loaded. */
  actions?: (organisation: OrganisationDetails) => ReactNode;
  children: (organisation: OrganisationDetails) => ReactNode;
}

/**
 * One section of business setup: its heading, then the organisation's details as the
 * section shows them, or the load's progress or failure. Sections share one query.
 */
export function OrganisationSection({ organisationId, title, intro, actions, children }: OrganisationSectionProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation(organisationId);
  return (
    <SectionCard title={title} intro={intro} aside={organisation.data && actions?.(organisation.data)}>
      <QueryState query={organisation} errorTitle={t('businessSetup.loadError')}>
        {(data) => children(data)}
      </QueryState>
    </SectionCard>
  );
}
