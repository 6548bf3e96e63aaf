import {
  clearFilters,
  INVENTORY_SEARCH_ALIASES,
  inventorySearchPath,
  searchParamsFromQuery,
  searchQueryString,
  toggleFilterTerm,
  type FilterTerm,
  type SearchParams,
  type StockRecord,
} from '@harvest/domain';
import { Badge, Button, Card, CloseButton, Drawer, Grid, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { fetchBlob, saveBlob } from '../../../lib/api/fetch-blob';
import { API_BASE } from '../../../lib/api/send-once';
import { log } from '../../../lib/logging/log';
import { notify } from '../../../ui/notifications/notify';
import { useUnits } from '../../../lib/format/use-units';
import { useCommodities } from '../../../lib/reference/use-commodities';
import { ErrorState } from '../../../ui/error-state';
import { LoadingState } from '../../../ui/loading-state';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { usePageTitle } from '../../../ui/use-page-title';
import { SEARCH_RETRY_FLAG, useInventorySearch } from '../api/search-inventory';
import { FacetPanel } from '../components/facet-panel';

const RECORDS = INVENTORY_SEARCH_ALIASES.records;

/** The page's query without the one-off retry flag: the rest is the search, so a link reproduces the view. */
function searchQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SEARCH_RETRY_FLAG);
  return params.toString();
}

/**
 * Stock (issue 7): the stock records as a searchable list with facets (crop, grade, variety, harvest year, store,
 * ownership, sale status, farm or store), 25 a page, the filters in the address so a link reproduces the view.
 */
export function StockPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.stock.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const units = useUnits();
  const commodities = useCommodities();
  const phone = useMediaQuery('(max-width: 48em)');
  const [filtersOpen, filters] = useDisclosure(false);
  const [exporting, setExporting] = useState(false);
  const query = searchQueryOf(location.search);
  const search = useInventorySearch('records', query);
  const go = (params: SearchParams) => {
    const next = searchQueryString(params);
    void navigate({ pathname: location.pathname, search: next ? `?${next}` : '' });
  };
  // From the address, not the last reply's urls: a reply still on its way cannot undo a choice just made.
  const toggle = (term: FilterTerm, singleSelect: boolean) =>
    go(toggleFilterTerm(searchParamsFromQuery(query), term, singleSelect));

  const reply = search.data?.data;
  const grade = (record: StockRecord) =>
    commodities.data
      ?.find((group) => group.id === record.commodityId)
      ?.items.find((item) => item.id === record.commodityItemId)?.name ?? '';
  const crop = (record: StockRecord) =>
    commodities.data?.find((group) => group.id === record.commodityId)?.name ?? record.commodityId;
  const records = (reply?.docs ?? []).filter((doc): doc is StockRecord => 'harvestYear' in doc);
  const active = Object.entries(reply?.activeFilters ?? {});

  // Every record the filters match, not only this page, as the API writes it (format=csv).
  const exportCsv = async () => {
    setExporting(true);
    try {
      const params = new URLSearchParams(query);
      params.delete('offset');
      params.delete('limit');
      params.set('format', 'csv');
      const blob = await fetchBlob(`${API_BASE}${inventorySearchPath('records')}?${params.toString()}`);
      saveBlob(blob, `${t('inventoryScreens.stock.fileName')}-${new Date().toLocaleDateString('en-CA')}.csv`);
    } catch (error) {
      log.error('The stock export failed', { message: error instanceof Error ? error.message : String(error) }, [
        'api',
      ]);
      notify({ type: 'error', position: 'floating', message: t('inventoryScreens.stock.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const panel = reply ? <FacetPanel definition={RECORDS} facets={reply.facets} onToggle={toggle} /> : null;

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap="xs">
        <Title order={1}>{t('inventoryScreens.stock.title')}</Title>
        <Text>{t('inventoryScreens.stock.intro')}</Text>
      </Stack>
      {search.isPending ? (
        <LoadingState />
      ) : search.isError ? (
        <ErrorState
          title={t('inventoryScreens.stock.loadError')}
          message={search.error.message}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : reply ? (
        <Grid gap="lg">
          {!phone && (
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Card withBorder padding="md" component="section" aria-label={t('inventoryScreens.stock.filters')}>
                {panel}
              </Card>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: phone ? 12 : 9 }}>
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                <Text fw={600} aria-live="polite">
                  {t('inventoryScreens.stock.summary', {
                    count: reply.totalDocs,
                    quantity: units.weight(reply.totalYield),
                  })}
                </Text>
                <Group gap="xs">
                  {phone && (
                    <Button variant="default" onClick={filters.open}>
                      {t('inventoryScreens.stock.showFilters', { count: active.length })}
                    </Button>
                  )}
                  <Button
                    variant="light"
                    onClick={() => void exportCsv()}
                    loading={exporting}
                    disabled={reply.totalDocs === 0}
                  >
                    {t('inventoryScreens.stock.export')}
                  </Button>
                </Group>
              </Group>
              {active.length > 0 && (
                <Group gap="xs" aria-label={t('inventoryScreens.stock.activeFilters')} role="group">
                  {active.flatMap(([key, filter]) =>
                    filter.terms.map((term) => (
                      <Badge
                        key={`${key}:${term.id}`}
                        variant="light"
                        size="lg"
                        tt="none"
                        rightSection={
                          <CloseButton
                            size="xs"
                            aria-label={t('inventoryScreens.stock.removeFilter', {
                              name: filter.name,
                              term: term.name,
                            })}
                            onClick={() => toggle({ key, value: term.id }, false)}
                          />
                        }
                      >
                        {filter.name}: {term.name}
                      </Badge>
                    )),
                  )}
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => go(clearFilters(searchParamsFromQuery(query)))}
                  >
                    {t('inventoryScreens.stock.clearFilters')}
                  </Button>
                </Group>
              )}
              {records.length === 0 ? (
                <Card withBorder padding="xl">
                  <Stack gap={4} align="center">
                    <Text fw={600}>
                      {active.length > 0 ? t('inventoryScreens.stock.noMatch') : t('inventoryScreens.stock.empty')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {active.length > 0
                        ? t('inventoryScreens.stock.noMatchHint')
                        : t('inventoryScreens.stock.emptyHint')}
                    </Text>
                  </Stack>
                </Card>
              ) : (
                // Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too.
                <div
                  role="region"
                  aria-label={t('inventoryScreens.stock.tableLabel')}
                  tabIndex={0}
                  style={{ overflowX: 'auto' }}
                >
                  <Table striped highlightOnHover miw={520} aria-label={t('inventoryScreens.stock.tableLabel')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('inventoryScreens.stock.columns.crop')}</Table.Th>
                        <Table.Th>{t('inventoryScreens.stock.columns.year')}</Table.Th>
                        <Table.Th>{t('inventoryScreens.stock.columns.storage')}</Table.Th>
                        <Table.Th>{t('inventoryScreens.stock.columns.owner')}</Table.Th>
                        <Table.Th ta="right">{t('inventoryScreens.stock.columns.quantity')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {records.map((record) => (
                        <Table.Tr key={record.id}>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {crop(record)}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {[grade(record), record.variety].filter(Boolean).join(' · ')}
                            </Text>
                          </Table.Td>
                          <Table.Td>{record.harvestYear}</Table.Td>
                          <Table.Td>{record.storageName}</Table.Td>
                          <Table.Td>{t(`inventoryScreens.recordForm.owners.${record.ownerStatus}`)}</Table.Td>
                          <Table.Td ta="right">{units.weight(record.quantityKg)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </div>
              )}
              {search.data?.pagination && (
                <OffsetPagination
                  pagination={search.data.pagination}
                  shown={records.length}
                  onOffsetChange={(offset) => go({ ...searchParamsFromQuery(query), offset })}
                />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
      <Drawer
        opened={filtersOpen && phone === true}
        onClose={filters.close}
        title={t('inventoryScreens.stock.filters')}
        position="bottom"
        size="85%"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {panel}
      </Drawer>
    </Stack>
  );
}
