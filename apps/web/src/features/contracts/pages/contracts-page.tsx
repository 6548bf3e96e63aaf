import {
  CONTRACT_TYPES,
  SALES_CONTRACT_STATUSES,
  STORAGE_CONTRACT_STATUSES,
  type ContractStatus,
  type ContractType,
  type ContractView,
} from '@harvest/domain';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { ContractIcon } from '../../../ui/icons/contract-icon';
import { ListTabs } from '../../../ui/list-tabs';
import { PageHeading } from '../../../ui/page-heading';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { contractsExport } from '../api/contracts-export';
import { AddContractModal } from '../components/contract-form';
import { useContracts } from '../api/get-contracts';
import { counterpartyOf, formatMonth, numberAwaited } from '../components/contract-format';
import { ContractLabels } from '../components/contract-labels';

/** §4 Contract: the statuses a type of contract can be in (sales and premium alike). */
const statusesOf = (type: ContractType): readonly ContractStatus[] =>
  type === 'storage' ? STORAGE_CONTRACT_STATUSES : SALES_CONTRACT_STATUSES;

/** The tab and status the address names; a status the tab's contracts cannot be in is dropped. */
function useContractsFilter() {
  const [params] = useSearchParams();
  const type = CONTRACT_TYPES.find((each) => each === params.get('type')) ?? 'sales';
  const status = statusesOf(type).find((each) => each === params.get('status')) ?? null;
  return { type, status };
}

/**
 * /trading/contracts (trading §2 "Contracts (storage, sales, premium)", §7): the business's contracts as seller or
 * buyer, one tab a type, filtered by status, 25 a page, newest first. A table from the tablet breakpoint up and cards
 * below it, each opening the contract.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contracts.list.title'));
  const { type, status } = useContractsFilter();
  const [offset, setOffset] = useOffsetParam();
  const contracts = useContracts({ type, status, offset });

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeading title={t('contracts.list.title')} intro={t('contracts.list.intro')} />
        <AddContract />
      </Group>
      <ListTabs
        label={t('contracts.list.tabsLabel')}
        value={type}
        tabs={CONTRACT_TYPES.map((each) => ({
          value: each,
          label: t(`contracts.list.tabs.${each}`),
          to: paths.contracts(each),
        }))}
      />
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <StatusFilter type={type} status={status} />
        <ExportCsvButton
          {...contractsExport(type, status)}
          fileName={t('contracts.list.fileName', { type: t(`contracts.list.tabs.${type}`).toLowerCase() })}
          disabled={!contracts.data || contracts.data.items.length === 0}
        />
      </Group>
      <PagedQueryState
        query={contracts}
        errorTitle={t('contracts.list.loadError')}
        empty={{
          icon: ContractIcon,
          title: status
            ? t('contracts.list.empty.filtered', { status: t(`contracts.statuses.${status}`).toLowerCase() })
            : t(`contracts.list.empty.${type}`),
          hint: t('contracts.list.emptyHint'),
          actions: <EmptyActions />,
        }}
        onOffsetChange={setOffset}
      >
        {(items) => <ContractsList contracts={items} />}
      </PagedQueryState>
    </Stack>
  );
}

/**
 * 'Add contract' (§3): a contract made off the platform, entered by a seller's business with trading.contracts write
 * (the API takes entered contracts from the seller's side only).
 */
function AddContract() {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const seller = hasOrganisationModule(session, 'trading:core');
  if (!seller || !canAccess(session, 'trading.contracts', 'write')) return null;
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('contracts.form.open')}</Button>
      <AddContractModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function StatusFilter({ type, status }: { type: ContractType; status: ContractStatus | null }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <Select
      label={t('contracts.list.status')}
      data={[
        { value: '', label: t('contracts.list.anyStatus') },
        ...statusesOf(type).map((each) => ({ value: each, label: t(`contracts.statuses.${each}`) })),
      ]}
      value={status ?? ''}
      // Another status starts at the first page; the tab stays.
      onChange={(chosen) => {
        const next = new URLSearchParams({ type });
        if (chosen) next.set('status', chosen);
        setParams(next);
      }}
      allowDeselect={false}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/** Where contracts come from: an accepted offer on the market (buyers) or on one's listings (sellers). */
function EmptyActions() {
  const { t } = useTranslation();
  const session = useSession();
  const buyer = hasOrganisationModule(session, 'trading:buyers') && canAccess(session, 'trading.bids', 'read');
  const seller = hasOrganisationModule(session, 'trading:core') && canAccess(session, 'trading.listings', 'read');
  return (
    <>
      {buyer && (
        <Button component={Link} to={paths.market()}>
          {t('contracts.list.toMarket')}
        </Button>
      )}
      {seller && (
        <Button component={Link} to={paths.sellerListings()} variant={buyer ? 'default' : 'filled'}>
          {t('contracts.list.toListings')}
        </Button>
      )}
    </>
  );
}

/** The words each row and card share: who, what, how much, at what price. */
function useContractText() {
  const { t } = useTranslation();
  const units = useUnits();
  const { crop } = useCropNames();
  return (contract: ContractView) => ({
    counterparty: counterpartyOf(contract).name,
    crop: crop(contract.commodityId),
    number: contract.contractNumber ?? t(numberAwaited(contract)),
    month: formatMonth(contract.month),
    tonnage: units.weight(contract.totalWeightKg),
    price: formatPricePerTonne(contract.pricePerUnit, contract.currency),
    total: units.money(contract.totalPrice, contract.currency),
  });
}

function ContractLink({ contract, name }: { contract: ContractView; name: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.contract(contract.id)}
      fw={600}
      aria-label={t('contracts.list.open', { name })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {name}
    </Anchor>
  );
}

function ContractsList({ contracts }: { contracts: ContractView[] }) {
  const { t } = useTranslation();
  const textOf = useContractText();
  const column = (key: keyof ReturnType<typeof textOf> | 'status') => t(`contracts.list.columns.${key}`);
  return (
    <TableOrCards
      table={
        <ScrollTable
          label={t('contracts.list.tableLabel')}
          striped
          highlightOnHover
          horizontalSpacing="xs"
          fz="sm"
          miw={760}
          columns={[
            column('counterparty'),
            column('crop'),
            column('number'),
            column('month'),
            { label: column('tonnage'), ta: 'right' },
            { label: column('price'), ta: 'right' },
            { label: column('total'), ta: 'right' },
            column('status'),
          ]}
        >
          {contracts.map((contract) => {
            const text = textOf(contract);
            return (
              <Table.Tr key={contract.id}>
                <Table.Td>
                  <ContractLink contract={contract} name={text.counterparty} />
                </Table.Td>
                <Table.Td>{text.crop}</Table.Td>
                <Table.Td fs={contract.contractNumber ? undefined : 'italic'}>{text.number}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{text.month}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {text.tonnage}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {text.price}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {text.total}
                </Table.Td>
                <Table.Td>
                  <ContractLabels contract={contract} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </ScrollTable>
      }
      cards={
        <CardList items={contracts} keyOf={(contract) => contract.id} label={t('contracts.list.cardsLabel')}>
          {(contract) => {
            const text = textOf(contract);
            return (
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <ContractLink contract={contract} name={text.counterparty} />
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {text.total}
                  </Text>
                </Group>
                <Text size="sm">
                  {text.crop} · {text.month}
                </Text>
                <Text size="sm">{t('contracts.list.line', { tonnage: text.tonnage, price: text.price })}</Text>
                <Text size="sm" fs={contract.contractNumber ? undefined : 'italic'}>
                  {text.number}
                </Text>
                <ContractLabels contract={contract} />
              </Stack>
            );
          }}
        </CardList>
      }
    />
  );
}
