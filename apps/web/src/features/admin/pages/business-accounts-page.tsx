import { ORGANISATION_SORTS } from '@harvest/domain';
import { Box, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { BuildingIcon } from '../../../ui/icons/building-icon';
import { useModals } from '../../../ui/modals/use-modals';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { SearchField } from '../../../ui/search-field';
import type { ColumnSort } from '../../../ui/sortable-column-head';
import { usePageTitle } from '../../../ui/use-page-title';
import { readOrganisationFilters, useOrganisations, type OrganisationFilters } from '../api/get-organisations';
import { BusinessAccountsTable } from '../components/business-accounts-table';
import { IMPERSONATE_MODAL, type ImpersonateModalProps } from '../components/impersonate-modal';
import type { ImpersonationChoice } from '../components/organisation-details';
import { PageHeading } from '../../../ui/page-heading';
import { useUrlFilters } from '../../../ui/use-url-filters';

const VETTING_CHOICES = ['', 'true', 'false'] as const;

/**
 * System administrators' home: every organisation as a table searched, filtered, sorted and paged by the server (so it
 * answers as quickly at 500 businesses as at 5), with vetting, modules and impersonation at hand.
 */
export function BusinessAccountsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.businessAccounts.title'));
  const [filters, setFilters] = useUrlFilters<OrganisationFilters>(readOrganisationFilters);
  const { impersonation } = useSession();
  // While an impersonation starts, this page is on its way out: it must not ask again as the organisation.
  const organisations = useOrganisations(filters, { enabled: !impersonation });
  const modals = useModals();
  const vettingLabelId = useId();
  // The named modal (spec §2), so the address says it is open and Back closes it.
  const impersonate = (choice: ImpersonationChoice) =>
    modals.open(IMPERSONATE_MODAL, { choice } satisfies ImpersonateModalProps);
  const sort: ColumnSort = {
    sortBy: filters.sortBy || 'name',
    sortDesc: filters.sortDesc === 'true',
    // Name A to Z is the list's default: the address says nothing for it.
    sortOn: (field, desc = false) => {
      const by = ORGANISATION_SORTS.find((each) => each === field);
      if (by) setFilters({ sortBy: by === 'name' && !desc ? '' : by, sortDesc: desc ? 'true' : '' });
    },
  };
  const vettingWords = { '': 'all', true: 'vetted', false: 'notVetted' } as const;
  const filtered = Boolean(filters.query || filters.vetted);

  return (
    <Stack gap="lg">
      <PageHeading title={t('admin.businessAccounts.title')} intro={t('admin.businessAccounts.intro')} />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Box style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <SearchField
            value={filters.query}
            onChange={(query) => setFilters({ query })}
            label={t('admin.businessAccounts.search')}
            placeholder={t('admin.businessAccounts.searchPlaceholder')}
            clearLabel={t('admin.businessAccounts.clearSearch')}
            maw={420}
          />
        </Box>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={vettingLabelId}>
            {t('admin.businessAccounts.vettingFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby={vettingLabelId}
            value={filters.vetted}
            onChange={(vetted) => setFilters({ vetted: vetted as OrganisationFilters['vetted'] })}
            data={VETTING_CHOICES.map((value) => ({
              value,
              label: t(`admin.businessAccounts.vettingChoices.${vettingWords[value]}`),
            }))}
          />
        </Stack>
      </Group>
      <PagedQueryState
        query={organisations}
        errorTitle={t('admin.businessAccounts.loadError')}
        empty={{
          icon: BuildingIcon,
          title: filters.query
            ? t('admin.businessAccounts.emptyFiltered', { query: filters.query })
            : filtered
              ? t('admin.businessAccounts.emptyVetting')
              : t('admin.businessAccounts.empty'),
          hint: filtered ? t('admin.businessAccounts.emptyHint') : undefined,
        }}
        onOffsetChange={(offset) => setFilters({ offset })}
      >
        {(items) => <BusinessAccountsTable organisations={items} sort={sort} onImpersonate={impersonate} />}
      </PagedQueryState>
    </Stack>
  );
}
