import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { BuildingIcon } from '../../../ui/icons/building-icon';
import { useModals } from '../../../ui/modals/use-modals';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SearchField } from '../../../ui/search-field';
import { usePageTitle } from '../../../ui/use-page-title';
import { useOrganisations, type OrganisationFilters } from '../api/get-organisations';
import { IMPERSONATE_MODAL, type ImpersonateModalProps } from '../components/impersonate-modal';
import { OrganisationCard, type ImpersonationChoice } from '../components/organisation-card';
import { PageHeading } from '../../../ui/page-heading';
import { useUrlFilters } from '../../../ui/use-url-filters';

/** System administrators' home: every organisation, and impersonation of one or of a member. */
export function BusinessAccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.businessAccounts.title'));
  const [filters, setFilters] = useUrlFilters<OrganisationFilters>((params) => ({ query: params.get('query') ?? '' }));
  const { impersonation } = useSession();
  // While an impersonation starts, this page is on its way out: it must not ask again as the organisation.
  const organisations = useOrganisations(filters, { enabled: !impersonation });
  const modals = useModals();
  // The named modal (spec §2), so the address says it is open and Back closes it.
  const impersonate = (choice: ImpersonationChoice) =>
    modals.open(IMPERSONATE_MODAL, { choice } satisfies ImpersonateModalProps);

  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={t('admin.businessAccounts.title')} intro={t('admin.businessAccounts.intro')} />
      <SearchField
        value={filters.query}
        onChange={(query) => setFilters({ query })}
        label={t('admin.businessAccounts.search')}
        placeholder={t('admin.businessAccounts.searchPlaceholder')}
        clearLabel={t('admin.businessAccounts.clearSearch')}
        maw={480}
      />
      <PagedQueryState
        query={organisations}
        errorTitle={t('admin.businessAccounts.loadError')}
        empty={{
          icon: BuildingIcon,
          title: filters.query
            ? t('admin.businessAccounts.emptyFiltered', { query: filters.query })
            : t('admin.businessAccounts.empty'),
          hint: filters.query && t('admin.businessAccounts.emptyHint'),
        }}
        onOffsetChange={(offset) => setFilters({ offset })}
      >
        {(items) =>
          items.map((organisation) => (
            <OrganisationCard key={organisation.id} organisation={organisation} onImpersonate={impersonate} />
          ))
        }
      </PagedQueryState>
    </Stack>
  );
}
