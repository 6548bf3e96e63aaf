import { MODAL_WIDTH_PX, clearFilters, type Pagination, type SearchParams } from '@harvest/domain';
import { Button, Card, Drawer, Grid, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveFilters, type ActiveFilter } from './active-filters';
import { LoadingState } from './loading-state';
import { OffsetPagination } from './offset-pagination';
import type { FacetedNavigation } from './use-faceted-navigation';

interface FacetedLayoutProps {
  nav: FacetedNavigation;
  /** The search the address asks for now (the list's own fixed terms kept by `clearTo`). */
  params: SearchParams;
  /** The facets (a FacetPanel), null until the first reply. */
  panel: ReactNode | null;
  /** The line above the list: how many. */
  summary: string;
  /** The reply's active filters, the list's own fixed terms left out. */
  active: [string, ActiveFilter][];
  /** The search with every filter cleared; by default none is kept. */
  clearTo?: (params: SearchParams) => SearchParams;
  /** The export and any other buttons beside the summary. */
  actions: ReactNode;
  /** The page is showing a previous reply while the next loads. */
  busy: boolean;
  pagination: Pagination | null | undefined;
  /** How many docs this page shows: none draws `noMatch` instead of the list. */
  shown: number;
  noMatch: ReactNode;
  /** The docs, as a table or cards. */
  children: ReactNode;
}

/**
 * A faceted list's frame (contracts, loads, jobs; the inventory lists draw the same in FacetedList): the facets beside
 * the list on a wider screen and in a drawer from the bottom on a phone (its button counts the filters on), the
 * summary with the export, the active filters as removable badges, the list or its no-match state, and the pages.
 * Each page keeps only its own words, columns and cards, and draws FacetsDrawer once beside its QueryState.
 */
export function FacetedLayout(props: FacetedLayoutProps) {
  const { nav, params, panel, summary, active, actions, busy, pagination, shown, noMatch, children } = props;
  const { t } = useTranslation();
  const { phone, filters, go, toggle } = nav;
  const clearTo = props.clearTo ?? clearFilters;
  return (
    <Grid gap="lg">
      {!phone && (
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card withBorder padding="md" component="section" aria-label={t('list.filters')}>
            {panel}
          </Card>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, md: phone ? 12 : 9 }}>
        <Stack gap="md" aria-busy={busy}>
          <Group justify="space-between" gap="sm">
            <Text fw={600} aria-live="polite">
              {summary}
            </Text>
            <Group gap="xs">
              {phone && (
                <Button variant="default" onClick={filters.open}>
                  {t('list.showFilters', { count: active.length })}
                </Button>
              )}
              {actions}
            </Group>
          </Group>
          <ActiveFilters active={active} onRemove={(term) => toggle(term, false)} onClear={() => go(clearTo(params))} />
          {shown === 0 ? noMatch : children}
          {pagination && shown > 0 && (
            <OffsetPagination
              pagination={pagination}
              shown={shown}
              onOffsetChange={(offset) => go({ ...params, offset })}
            />
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The facets in the named modal 'filters': a drawer from the bottom on a phone; on a wider screen, opened by its
 * name, a fly-out beside the list. Drawn outside the list, so a link that names it opens it while the list loads.
 */
export function FacetsDrawer({ nav, panel }: { nav: FacetedNavigation; panel: ReactNode | null }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={nav.filters.opened}
      onClose={nav.closeFilters}
      title={t('list.filters')}
      position={nav.phone ? 'bottom' : 'right'}
      size={nav.phone ? '85%' : MODAL_WIDTH_PX}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {panel ?? <LoadingState />}
    </Drawer>
  );
}
