import { TRADING_SEARCH_ALIASES, clearFilters, type ContractView, type SearchParams } from '@harvest/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatPricePerTonne } from '../../../lib/format/price-per-tonne';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { FacetedLayout, FacetsDrawer } from '../../../ui/faceted-layout';
import { FacetPanel } from '../../../ui/facet-panel';
import { ContractIcon } from '../../../ui/icons/contract-icon';
import { ListTabs } from '../../../ui/list-tabs';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useFacetedNavigation } from '../../../ui/use-faceted-navigation';
import { usePageTitle } from '../../../ui/use-page-title';
import {
  contractTypeOf,
  contractsExport,
  contractsPageSearch,
  contractsSearchParams,
  contractsSearchQuery,
} from '../api/contracts-search';
import { useContractsSearch } from '../api/search-contracts';
import { AddContractModal } from '../components/contract-form';
import { counterpartyOf, formatMonth, numberAwaited } from '../components/contract-format';
import { ContractLabels } from '../components/contract-labels';

/** The contracts search's facets but the type, which the tab fixes. */
const CONTRACT_FACETS = {
  ...TRADING_SEARCH_ALIASES.contracts,
  facets: TRADING_SEARCH_ALIASES.contracts.facets.filter((facet) => facet.key !== 'type'),
};

/** Whether the search is narrowed beyond the tab's type. */
const narrowed = (params: SearchParams) => params.filters.some((term) => term.key !== 'type');

/**
 * /trading/contracts (trading §2 "Contracts (storage, sales, premium)", §6, §7): the business's contracts as seller or
 * buyer through the contracts search, one tab a type, with the search's facets (status, crop, harvest year,
 * counterparty, fixed, delivered, settled) beside the list (in a drawer on a phone), 25 a page, newest first. The
 * filters are in the address, so a link reproduces the view, and the export asks the search for the same filters.
 * A table from the tablet breakpoint up and cards below it, each opening the contract.
 */
export function ContractsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contracts.list.title'));
  const location = useLocation();
  const type = contractTypeOf(location.search);
  const params = contractsSearchParams(location.search);
  const search = useContractsSearch(contractsSearchQuery(params));
  const nav = useFacetedNavigation({ params, pageSearch: contractsPageSearch, shown: !search.isError });

  const reply = search.data?.data;
  const panel = reply ? <FacetPanel definition={CONTRACT_FACETS} facets={reply.facets} onToggle={nav.toggle} /> : null;

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeading title={t('contracts.list.title')} intro={t('contracts.list.intro')} />
        <AddContract />
      </Group>
      <ListTabs
        label={t('contracts.list.tabsLabel')}
        value={type}
        tabs={(['sales', 'premium', 'storage'] as const).map((each) => ({
          value: each,
          label: t(`contracts.list.tabs.${each}`),
          to: paths.contracts(each),
        }))}
      />
      <QueryState
        query={search}
        loadingLabel={t('contracts.list.loading')}
        errorTitle={t('contracts.list.loadError')}
        isEmpty={() => false}
      >
        {({ data, pagination }) =>
          // No contracts of this type at all: nothing to filter, count or page, only what opens one.
          data.totalDocs === 0 && !narrowed(params) ? (
            <EmptyListState
              icon={ContractIcon}
              title={t(`contracts.list.empty.${type}`)}
              hint={t('contracts.list.emptyHint')}
              actions={<EmptyActions />}
            />
          ) : (
            <FacetedLayout
              nav={nav}
              params={params}
              panel={panel}
              summary={t('contracts.list.summary', { count: data.totalDocs })}
              active={Object.entries(data.activeFilters).filter(([key]) => key !== 'type')}
              clearTo={(current) => ({ ...clearFilters(current), filters: [{ key: 'type', value: type }] })}
              actions={
                // Every contract the filters match, not only this page, as the API writes it (format=csv).
                <ExportCsvButton
                  {...contractsExport(params)}
                  fileName={t('contracts.list.fileName', {
                    type: t(`contracts.list.tabs.${type}`).toLowerCase(),
                  })}
                  disabled={data.totalDocs === 0}
                />
              }
              busy={search.isPlaceholderData}
              pagination={pagination}
              shown={data.docs.length}
              noMatch={
                <EmptyListState icon={ContractIcon} title={t('contracts.list.noMatch')} hint={t('list.noMatchHint')} />
              }
            >
              <ContractsList contracts={data.docs} />
            </FacetedLayout>
          )
        }
      </QueryState>
      <FacetsDrawer nav={nav} panel={panel} />
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
          // Eight columns beside the filters at 1280 px when the words wrap; narrower, it scrolls.
          miw={640}
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
                {/* The labels whole (the table scrolls rather than cut 'Open' to 'OP…' beside the filters). */}
                <Table.Td miw={112}>
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
