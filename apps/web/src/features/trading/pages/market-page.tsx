import {
  clearFilters,
  MODAL_ACTION_PARAM,
  MODAL_WIDTH_PX,
  searchParamsFromQuery,
  searchQueryString,
  toggleFilterTerm,
  TRADING_SEARCH_ALIASES,
  tradingSearchPath,
  type FilterTerm,
  type MarketListing,
  type SearchParams,
} from '@harvest/domain';
import { Anchor, Button, Card, Drawer, Grid, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { useSession } from '../../../lib/session/use-session';
import { EmptyCard } from '../../../ui/empty-card';
import { ErrorState } from '../../../ui/error-state';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { ActiveFilters } from '../../../ui/active-filters';
import { FacetPanel } from '../../../ui/facet-panel';
import { LoadingState } from '../../../ui/loading-state';
import { useModal } from '../../../ui/modals/use-modals';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBuyerSites } from '../api/get-buyer-sites';
import { useMarketSearch } from '../api/search-market';
import { ClosesCountdown } from '../components/closes-countdown';
import { ListingFacts } from '../components/listing-facts';
import { MarketOfferActions } from '../components/market-offer-actions';
import { LISTING_SPECIFICATION_MODAL, ListingSpecificationModal } from '../components/listing-specification-modal';
import { MarketTable } from '../components/market-table';
import {
  MARKET_SORT_CHOICES,
  MARKET_VIEW_PARAM,
  MARKET_VIEWS,
  marketViewOf,
  sortChoiceId,
  storeMarketView,
  type MarketView,
} from '../components/market-view';
import { TRADING_NOTES_MODAL, TradingNotesModal } from '../components/trading-notes-modal';
import { useSubjectModal } from '../components/use-subject-modal';

// The map and leaflet come in chunks of their own, fetched only when the map view is opened.
const MarketMap = lazy(() => import('../components/market-map'));

const definition = TRADING_SEARCH_ALIASES.market;

/**
 * The search in the address: everything but the view and the open modals. A distance sort without a site to measure
 * from (an older link, a site since moved off the map) is left out, as the API would refuse it: the list keeps its
 * default order and the page says what to do.
 */
function searchQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(MARKET_VIEW_PARAM);
  params.delete(MODAL_ACTION_PARAM);
  if (params.get('sortBy') === 'distance' && !params.get('near')) {
    params.delete('sortBy');
    params.delete('sortDesc');
  }
  return params.toString();
}

/**
 * The buyer's market (issue 20): every listing open for offers, as cards, a dense table or a map of their areas;
 * sorted by review time, guide price, movement month, distance from one of the buyer's sites or tonnage; narrowed
 * by crop, grade, postcode area, haulage, movement month and assurance, counted by the server. The search, the
 * sort, the site and the view are in the address, so a link reproduces what is shown; the view is remembered per
 * person on this device.
 */
export function MarketPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.buyer.market.title'));
  const location = useLocation();
  const navigate = useNavigate();
  const { profile } = useSession();
  const personId = profile?.userId ?? null;
  const phone = useMediaQuery('(max-width: 48em)');
  const address = new URLSearchParams(location.search);
  const legacyCrop = address.get('commodityId');
  const query = searchQueryOf(location.search);
  const params = searchParamsFromQuery(query);
  const view = marketViewOf(address, personId);
  // Beside the cards on a wide screen the filters have a column; the table and the map take the whole width.
  const besidePanel = !phone && view === 'cards';
  const market = useMarketSearch(query, { enabled: !legacyCrop });
  const sites = useBuyerSites(profile?.organisation.id ?? null);
  const filters = useModal('filters', { shown: !market.isError });
  // The search the filters were opened on, to tell on closing whether anything was chosen.
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    openedOn.current = filters.opened ? (openedOn.current ?? query) : null;
  }, [filters.opened, query]);
  const selection = useState<MarketListing | null>(null);
  const [selected] = selection;
  const specification = useSubjectModal(LISTING_SPECIFICATION_MODAL, selection);
  const notes = useSubjectModal(TRADING_NOTES_MODAL, selection);

  // An older link (the menu's, insights') names the crop as commodityId: it reads as the crop filter.
  if (legacyCrop) {
    const next = searchQueryString({ ...params, filters: [{ key: 'commodity', value: legacyCrop }] });
    return <Navigate replace to={{ pathname: location.pathname, search: next ? `?${next}` : '' }} />;
  }

  /** The address for a search and view; while the filters are open each choice replaces the entry and keeps them. */
  const go = (next: SearchParams, nextView: MarketView = view) => {
    const search = new URLSearchParams(searchQueryString(next));
    if (nextView !== 'cards' || address.has(MARKET_VIEW_PARAM)) search.set(MARKET_VIEW_PARAM, nextView);
    if (filters.opened) {
      search.set(MODAL_ACTION_PARAM, address.get(MODAL_ACTION_PARAM) ?? '');
      void navigate({ pathname: location.pathname, search: `?${search.toString()}` }, { replace: true });
      return;
    }
    const text = search.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' });
  };
  /**
   * Closing with something chosen keeps the choice in the filters' place in the history (Back returns to the market
   * as it was); with nothing chosen it is the modal's own close (Back), as the inventory lists do.
   */
  const closeFilters = () => {
    if (openedOn.current === null || openedOn.current === query) {
      filters.close();
      return;
    }
    const search = new URLSearchParams(query);
    if (address.has(MARKET_VIEW_PARAM)) search.set(MARKET_VIEW_PARAM, view);
    const text = search.toString();
    void navigate({ pathname: location.pathname, search: text ? `?${text}` : '' }, { replace: true });
  };
  const toggle = (term: FilterTerm, singleSelect: boolean) => go(toggleFilterTerm(params, term, singleSelect));
  const chooseView = (next: string) => {
    const chosen = MARKET_VIEWS.find((each) => each === next) ?? 'cards';
    storeMarketView(personId, chosen);
    go(params, chosen);
  };
  const chooseSort = (id: string | null) => {
    const choice = MARKET_SORT_CHOICES.find((each) => sortChoiceId(each) === id);
    go({ ...params, offset: 0, sortBy: choice?.sortBy, sortDesc: choice?.sortDesc });
  };
  const chooseSite = (near: string | null) => {
    // Without a site there is no distance to sort by: the order goes back to the default.
    const dropsSort = !near && params.sortBy === 'distance';
    go({
      ...params,
      offset: 0,
      near: near ?? undefined,
      ...(dropsSort ? { sortBy: undefined, sortDesc: undefined } : {}),
    });
  };

  const reply = market.data?.data;
  const listings = reply?.docs ?? [];
  const active = Object.entries(reply?.activeFilters ?? {});
  const placedSites = sites.data ?? [];
  const sort = {
    sortBy: params.sortBy ?? definition.defaultSort.sortBy,
    sortDesc: params.sortDesc ?? (params.sortBy === undefined ? definition.defaultSort.sortDesc : false),
  };
  const site = placedSites.find((each) => each.id === params.near);
  const sortLabels = t('trading.buyer.market.sorts', { returnObjects: true });

  // Distance needs a site on the map: say what to do rather than leave the sort to do nothing.
  const distanceHint =
    sites.isSuccess && placedSites.length === 0
      ? t('trading.buyer.market.noSitesHint')
      : address.get('sortBy') === 'distance' && !params.near
        ? t('trading.buyer.market.chooseSiteHint')
        : null;

  const panel = reply ? <FacetPanel definition={definition} facets={reply.facets} onToggle={toggle} /> : null;

  const controls = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('trading.buyer.market.sort')}
        data={MARKET_SORT_CHOICES.map((choice) => ({
          value: sortChoiceId(choice),
          label: sortLabels[sortChoiceId(choice) as keyof typeof sortLabels],
          disabled: choice.sortBy === 'distance' && !params.near,
        }))}
        value={sortChoiceId(sort)}
        onChange={chooseSort}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label={t('trading.buyer.market.near')}
        placeholder={placedSites.length === 0 ? t('trading.buyer.market.noSites') : t('trading.buyer.market.nearNone')}
        data={placedSites.map((each) => ({ value: each.id, label: each.name }))}
        value={params.near ?? null}
        onChange={chooseSite}
        disabled={placedSites.length === 0}
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <Stack gap={4}>
        <Text component="span" size="sm" fw={500} id="market-view-label">
          {t('trading.buyer.market.view')}
        </Text>
        <SegmentedControl
          aria-labelledby="market-view-label"
          value={view}
          onChange={chooseView}
          data={MARKET_VIEWS.map((each) => ({ value: each, label: t(`trading.buyer.market.views.${each}`) }))}
        />
      </Stack>
    </Group>
  );

  let results;
  if (market.isPending) {
    results = <LoadingState label={t('trading.buyer.market.loading')} />;
  } else if (market.isError) {
    results = (
      <ErrorState
        title={t('trading.buyer.market.loadError')}
        message={market.error.message}
        onRetry={() => void market.refetch()}
        retrying={market.isFetching}
      />
    );
  } else if (reply) {
    results = (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text fw={600} aria-live="polite">
            {t('trading.buyer.market.summary', { count: reply.totalDocs })}
          </Text>
          <Group gap="xs">
            {!besidePanel && (
              <Button variant="default" onClick={filters.open}>
                {t('list.showFilters', { count: active.length })}
              </Button>
            )}
            <ExportCsvButton
              path={tradingSearchPath('market')}
              query={query}
              fileName={t('trading.buyer.market.fileName')}
              disabled={reply.totalDocs === 0}
            />
          </Group>
        </Group>
        {site && (
          <Text size="sm" c="dimmed">
            {t('trading.buyer.market.nearHint', { site: site.name })}
          </Text>
        )}
        <ActiveFilters
          active={active}
          onRemove={(term) => toggle(term, false)}
          onClear={() => go(clearFilters(params))}
        />
        {listings.length === 0 ? (
          <EmptyCard
            title={active.length > 0 ? t('trading.buyer.market.noMatch') : t('trading.buyer.market.empty')}
            hint={active.length > 0 ? t('list.noMatchHint') : t('trading.buyer.market.emptyHint')}
          />
        ) : view === 'table' ? (
          <MarketTable listings={listings} />
        ) : view === 'map' ? (
          <Suspense fallback={<LoadingState label={t('map.loading')} />}>
            <MarketMap listings={listings} />
          </Suspense>
        ) : (
          <Stack gap="md">
            {listings.map((listing) => (
              <MarketListingCard
                key={listing.id}
                listing={listing}
                onRefresh={() => void market.refetch()}
                onSpecification={() => specification.openFor(listing)}
                onNotes={() => notes.openFor(listing)}
              />
            ))}
          </Stack>
        )}
        {market.data.pagination && (
          <OffsetPagination
            pagination={market.data.pagination}
            shown={listings.length}
            onOffsetChange={(offset) => go({ ...params, offset })}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeading title={t('trading.buyer.market.title')} intro={t('trading.buyer.market.intro')} />
      <Group gap="sm" justify="space-between" align="flex-end" wrap="wrap">
        {controls}
        <Button component={Link} to={paths.myBids} variant="default">
          {t('trading.buyer.market.myOffers')}
        </Button>
      </Group>
      {distanceHint && (
        <Text size="sm" role="status">
          {distanceHint}{' '}
          {placedSites.length === 0 && (
            <Anchor component={Link} to={paths.businessSetup}>
              {t('trading.buyer.market.noSitesLink')}
            </Anchor>
          )}
        </Text>
      )}
      <Grid gap="lg">
        {besidePanel && (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Card withBorder padding="md" component="section" aria-label={t('list.filters')}>
              {panel ?? <LoadingState />}
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: besidePanel ? 9 : 12 }}>{results}</Grid.Col>
      </Grid>
      <Drawer
        opened={filters.opened}
        onClose={closeFilters}
        title={t('list.filters')}
        position={phone ? 'bottom' : 'right'}
        size={phone ? '85%' : MODAL_WIDTH_PX}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {panel ?? <LoadingState />}
      </Drawer>
      <ListingSpecificationModal
        opened={specification.opened}
        onClose={specification.close}
        reference={selected?.reference ?? ''}
        specification={selected?.specification ?? null}
      />
      <TradingNotesModal
        opened={notes.opened}
        onClose={notes.close}
        reference={selected?.reference ?? ''}
        notes={selected?.notes ?? null}
      />
    </Stack>
  );
}

interface MarketListingCardProps {
  listing: MarketListing;
  onRefresh: () => void;
  onSpecification: () => void;
  onNotes: () => void;
}

function MarketListingCard({ listing, onRefresh, onSpecification, onNotes }: MarketListingCardProps) {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  const titleId = `market-listing-${listing.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {t('trading.buyer.market.cardTitle', { crop: crop(listing.commodityId), reference: listing.reference })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('trading.buyer.market.reviewAt', { when: formatDateTime(listing.reviewAt) })}
            </Text>
          </Stack>
          <ClosesCountdown listing={listing} onEnd={onRefresh} />
        </Group>
        <ListingFacts listing={listing} />
        <Group gap="xs" wrap="wrap">
          <MarketOfferActions listing={listing} />
          <Button variant="default" onClick={onSpecification}>
            {t('trading.buyer.market.specification')}
          </Button>
          <Button variant="default" onClick={onNotes}>
            {t('trading.buyer.market.notes')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
