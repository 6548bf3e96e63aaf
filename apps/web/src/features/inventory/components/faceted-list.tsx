import {
  clearFilters,
  effectiveSort,
  INVENTORY_SEARCH_ALIASES,
  inventorySearchPath,
  MODAL_ACTION_PARAM,
  searchParamsFromQuery,
  searchQueryString,
  type InventorySearchAlias,
  type InventorySearchDoc,
  type SearchParams,
  type SearchReply,
} from '@harvest/domain';
import { Box, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { LoadingState } from '../../../ui/loading-state';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { SEARCH_RETRY_FLAG, useInventorySearch } from '../api/search-inventory';
import { ActiveFilters } from '../../../ui/active-filters';
import { FacetPanel } from '../../../ui/facet-panel';
import { FacetsDrawer } from '../../../ui/faceted-layout';
import { useFacetedNavigation } from '../../../ui/use-faceted-navigation';
import { SortSelect } from '../../../ui/sort-select';
import type { ColumnSort } from '../../../ui/sortable-column-head';
import { EmptyCard } from '../../../ui/empty-card';

/**
 * The page's query without the one-off retry flag and the open modals: the rest is the search, so a link reproduces
 * the view, and opening or closing the filters asks nothing again.
 */
function searchQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SEARCH_RETRY_FLAG);
  params.delete(MODAL_ACTION_PARAM);
  return params.toString();
}

const pageSearchOf = (params: SearchParams): string => {
  const query = searchQueryString(params);
  return query ? `?${query}` : '';
};

/** What a list says in its own words (already translated). */
export interface FacetedListTexts {
  loadError: string;
  /** The line above the table: how many and how much. */
  summary: (reply: SearchReply<InventorySearchDoc>) => string;
  empty: string;
  emptyHint: string;
  noMatch: string;
  /** The export's file name, without the date and extension. */
  fileName: string;
}

interface FacetedListProps {
  alias: InventorySearchAlias;
  texts: FacetedListTexts;
  /** The page of docs, as a table or cards, sorted as `sort` says (its column headings change it). */
  children: (docs: InventorySearchDoc[], sort: ColumnSort) => ReactNode;
  /** The fields the list sorts by, with their columns' names: offered as a select where cards replace the table. */
  sortLabels?: Record<string, string>;
  /** Buttons beside Export (Import, New movement). */
  actions?: ReactNode;
}

/**
 * A searchable inventory list (spec §3, §4, §8): the facets beside it (in the named modal 'filters' on a phone), the
 * filters in the address, the active ones as removable badges, 25 a page, and every matching doc exported to CSV
 * with the active filters. Loading, error (with retry) and empty states are shown here, so each list only draws its
 * docs.
 */
export function FacetedList({ alias, texts, children, actions, sortLabels }: FacetedListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const query = searchQueryOf(location.search);
  const search = useInventorySearch(alias, query);
  const params = searchParamsFromQuery(query);
  const nav = useFacetedNavigation({ params, pageSearch: pageSearchOf, shown: !search.isError });
  const { phone, filters, go, toggle } = nav;

  // The sort is in the address like the filters; a new sort starts again from the first page.
  const current = effectiveSort(INVENTORY_SEARCH_ALIASES[alias], searchParamsFromQuery(query));
  const sort: ColumnSort = {
    ...current,
    sortOn: (field, desc) =>
      go({
        ...searchParamsFromQuery(query),
        sortBy: field,
        sortDesc: desc ?? (field === current.sortBy ? !current.sortDesc : false),
        offset: 0,
      }),
  };

  // The API's order when none is asked: offered by its name where no column sorts so (the most recently added
  // first), so a phone's select shows what the list is sorted by before the person picks.
  const { defaultSort } = INVENTORY_SEARCH_ALIASES[alias];
  const defaultNamed =
    sortLabels && !(defaultSort.sortBy in sortLabels) && defaultSort.sortBy === 'createdAt'
      ? { ...defaultSort, label: t('list.sortNewest') }
      : undefined;

  const reply = search.data?.data;
  const active = Object.entries(reply?.activeFilters ?? {});

  const panel = reply ? (
    <FacetPanel definition={INVENTORY_SEARCH_ALIASES[alias]} facets={reply.facets} onToggle={toggle} />
  ) : null;

  const drawer = <FacetsDrawer nav={nav} panel={panel} />;

  if (search.isPending) {
    return (
      <>
        <LoadingState />
        {drawer}
      </>
    );
  }
  if (search.isError) {
    return (
      <ErrorState
        title={texts.loadError}
        message={search.error.message}
        onRetry={() => void search.refetch()}
        retrying={search.isFetching}
      />
    );
  }
  if (!reply) return null;
  return (
    <>
      <Grid gap="lg">
        {!phone && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder padding="md" component="section" aria-label={t('list.filters')}>
              {panel}
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: phone ? 12 : 9 }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Text fw={600} aria-live="polite">
                {texts.summary(reply)}
              </Text>
              <Group gap="xs">
                {phone && (
                  <Button variant="default" onClick={filters.open}>
                    {t('list.showFilters', { count: active.length })}
                  </Button>
                )}
                {/* Every doc the filters match, not only this page, as the API writes it (format=csv). */}
                <ExportCsvButton
                  path={inventorySearchPath(alias)}
                  query={query}
                  fileName={texts.fileName}
                  disabled={reply.totalDocs === 0}
                />
                {actions}
              </Group>
            </Group>
            <ActiveFilters
              active={active}
              onRemove={(term) => toggle(term, false)}
              onClear={() => go(clearFilters(searchParamsFromQuery(query)))}
            />
            {sortLabels && reply.docs.length > 1 && (
              <Box hiddenFrom="sm">
                <SortSelect sort={sort} labels={sortLabels} named={defaultNamed} />
              </Box>
            )}
            {reply.docs.length === 0 ? (
              <EmptyCard
                title={active.length > 0 ? texts.noMatch : texts.empty}
                hint={active.length > 0 ? t('list.noMatchHint') : texts.emptyHint}
              />
            ) : (
              children(reply.docs, sort)
            )}
            {search.data.pagination && (
              <OffsetPagination
                pagination={search.data.pagination}
                shown={reply.docs.length}
                onOffsetChange={(offset) => go({ ...searchParamsFromQuery(query), offset })}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {drawer}
    </>
  );
}
