import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/use-session';
import { BuildingIcon } from '../../../ui/icons/building-icon';
import { useModals } from '../../../ui/modals/use-modals';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SearchField } from '../../../ui/search-field';
import { EmptyListState } from '../../../ui/empty-list-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useOrganisations, type OrganisationFilters } from '../api/get-organisations';
import { IMPERSONATE_MODAL, type ImpersonateModalProps } from '../components/impersonate-modal';
import { OrganisationCard, type ImpersonationChoice } from '../components/organisation-card';

/** The search lives in the URL (`query`, `offset`) so a search can be shared and survives a reload. */
function useOrganisationFilters(): [OrganisationFilters, (change: Partial<OrganisationFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const offset = Number.parseInt(params.get('offset') ?? '', 10);
  const filters = { query: params.get('query') ?? '', offset: Number.isFinite(offset) && offset > 0 ? offset : 0 };

  const update = (change: Partial<OrganisationFilters>) => {
    const next = { ...filters, ...change };
    if (change.query !== undefined && change.query !== filters.query) next.offset = 0;
    const search = new URLSearchParams();
    if (next.query) search.set('query', next.query);
    if (next.offset > 0) search.set('offset', String(next.offset));
    setParams(search, { replace: change.offset === undefined });
  };

  return [filters, update];
}

/** System administrators' home: every organisation, and impersonation of one or of a member. */
export function BusinessAccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.businessAccounts.title'));
  const [filters, setFilters] = useOrganisationFilters();
  const { impersonation } = useSession();
  // While an impersonation starts, this page is on its way out: it must not ask again as the organisation.
  const organisations = useOrganisations(filters, { enabled: !impersonation });
  const modals = useModals();
  // The named modal (spec §2), so the address says it is open and Back closes it.
  const impersonate = (choice: ImpersonationChoice) =>
    modals.open(IMPERSONATE_MODAL, { choice } satisfies ImpersonateModalProps);

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Title order={1}>{t('admin.businessAccounts.title')}</Title>
        <Text>{t('admin.businessAccounts.intro')}</Text>
      </Stack>
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
        empty={
          <EmptyListState
            icon={<BuildingIcon size={32} />}
            title={
              filters.query
                ? t('admin.businessAccounts.emptyFiltered', { query: filters.query })
                : t('admin.businessAccounts.empty')
            }
            hint={filters.query && t('admin.businessAccounts.emptyHint')}
          />
        }
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
