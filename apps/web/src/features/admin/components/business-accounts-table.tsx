import type { OrganisationSort, OrganisationSummary } from '@harvest/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../ui/scroll-region';
import { SortableColumnHead, type ColumnSort } from '../../../ui/sortable-column-head';
import type { ImpersonationChoice } from './organisation-details';
import { OrganisationRow } from './organisation-row';

interface BusinessAccountsTableProps {
  organisations: readonly OrganisationSummary[];
  sort: ColumnSort<OrganisationSort>;
  onSort: (sort: ColumnSort<OrganisationSort>) => void;
  onImpersonate: (choice: ImpersonationChoice) => void;
}

/** One page of business accounts, dense enough for hundreds; the server sorts by the column heads. */
export function BusinessAccountsTable({ organisations, sort, onSort, onImpersonate }: BusinessAccountsTableProps) {
  const { t } = useTranslation();
  const label = t('admin.businessAccounts.tableLabel');
  const column = (key: 'name' | 'type' | 'vetting' | 'modules' | 'members' | 'created' | 'actions') =>
    t(`admin.businessAccounts.columns.${key}`);
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortableColumnHead label={column('name')} column="name" sort={sort} onSort={onSort} />
            <Table.Th visibleFrom="md">{column('type')}</Table.Th>
            <SortableColumnHead label={column('vetting')} column="vetted" sort={sort} onSort={onSort} firstDesc />
            <Table.Th visibleFrom="md">{column('modules')}</Table.Th>
            <SortableColumnHead
              label={column('members')}
              column="members"
              sort={sort}
              onSort={onSort}
              firstDesc
              visibleFrom="md"
              ta="right"
            />
            <SortableColumnHead
              label={column('created')}
              column="created"
              sort={sort}
              onSort={onSort}
              firstDesc
              visibleFrom="md"
            />
            <Table.Th ta="right">{column('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organisations.map((organisation) => (
            <OrganisationRow key={organisation.id} organisation={organisation} onImpersonate={onImpersonate} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
