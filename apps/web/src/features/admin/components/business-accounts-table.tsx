import type { OrganisationSummary } from '@harvest/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../ui/scroll-region';
import { ColumnHeads } from '../../../ui/column-heads';
import { sortableHead, type ColumnSort } from '../../../ui/sortable-column-head';
import type { ImpersonationChoice } from './organisation-details';
import { OrganisationRow } from './organisation-row';

interface BusinessAccountsTableProps {
  organisations: readonly OrganisationSummary[];
  /** The server sorts by the column heads (the fields of `OrganisationSort`). */
  sort: ColumnSort;
  onImpersonate: (choice: ImpersonationChoice) => void;
}

/** One page of business accounts, dense enough for hundreds; the server sorts by the column heads. */
export function BusinessAccountsTable({ organisations, sort, onImpersonate }: BusinessAccountsTableProps) {
  const { t } = useTranslation();
  const label = t('admin.businessAccounts.tableLabel');
  const column = (key: 'name' | 'type' | 'vetting' | 'modules' | 'members' | 'created' | 'actions') =>
    t(`admin.businessAccounts.columns.${key}`);
  return (
    <ScrollRegion label={label}>
      <Table aria-label={label} verticalSpacing="xs" horizontalSpacing="xs" highlightOnHover>
        <ColumnHeads
          columns={[
            sortableHead(sort, 'name', column('name')),
            { label: column('type'), visibleFrom: 'md' },
            sortableHead(sort, 'vetted', column('vetting'), { firstDesc: true }),
            { label: column('modules'), visibleFrom: 'md' },
            sortableHead(sort, 'members', column('members'), { firstDesc: true, visibleFrom: 'md', ta: 'right' }),
            sortableHead(sort, 'created', column('created'), { firstDesc: true, visibleFrom: 'md' }),
            { label: column('actions'), ta: 'right' },
          ]}
        />
        <Table.Tbody>
          {organisations.map((organisation) => (
            <OrganisationRow key={organisation.id} organisation={organisation} onImpersonate={onImpersonate} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
