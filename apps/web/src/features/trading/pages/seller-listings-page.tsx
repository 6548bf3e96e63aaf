import { LISTING_TABS, type ListingTab } from '@harvest/domain';
import { Button, EmptyState, Group, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { ListIcon } from '../../../ui/icons/list-icon';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { usePageTitle } from '../../../ui/use-page-title';
import { useSellerListings } from '../api/get-seller-listings';
import { listingsExport } from '../api/search-trading';
import { SellerListingCard } from '../components/seller-listing-card';
import { QueryState } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';

const TABS = Object.keys(LISTING_TABS) as ListingTab[];
const isTab = (value: string | null): value is ListingTab => TABS.includes(value as ListingTab);

/** /trading/market-listing (§2): the seller's listings under live, scheduled, under review and ended. */
export function SellerListingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.seller.list.title'));
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ListingTab = isTab(requested) ? requested : 'live';
  const parsedOffset = Number.parseInt(params.get('offset') ?? '', 10);
  const offset = Number.isFinite(parsedOffset) && parsedOffset > 0 ? parsedOffset : 0;
  const listings = useSellerListings(tab, offset);
  const canWrite = canAccess(session, 'trading.listings', 'write');

  const choose = (next: ListingTab, nextOffset = 0) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    if (nextOffset > 0) search.set('offset', String(nextOffset));
    else search.delete('offset');
    setParams(search);
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeading title={t('trading.seller.list.title')} intro={t('trading.seller.list.intro')} />
        <Group gap="xs">
          <ExportCsvButton
            {...listingsExport(tab)}
            fileName={t('trading.seller.list.fileName')}
            disabled={!listings.data || listings.data.items.length === 0}
          />
          {canWrite && (
            <Button component={Link} to={paths.newListing}>
              {t('trading.seller.list.create')}
            </Button>
          )}
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => isTab(value) && choose(value)}>
        <Tabs.List aria-label={t('trading.seller.list.tabsLabel')} style={{ flexWrap: 'wrap' }}>
          {TABS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`trading.seller.tabs.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState
        query={listings}
        loadingLabel={t('trading.seller.list.loading')}
        errorTitle={t('trading.seller.list.loadError')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState icon={<ListIcon size={32} />} withIndicatorBackground py="xl">
            <EmptyState.Title order={2}>{t(`trading.seller.list.empty.${tab}`)}</EmptyState.Title>
            <EmptyState.Description>{t('trading.seller.list.emptyHint')}</EmptyState.Description>
            {canWrite && (
              <Button component={Link} to={paths.newListing} mt="md">
                {t('trading.seller.list.create')}
              </Button>
            )}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="md" aria-busy={listings.isPlaceholderData}>
            {data.items.map((listing) => (
              <SellerListingCard key={listing.id} listing={listing} onDeadline={() => void listings.refetch()} />
            ))}
            {data.pagination && (
              <OffsetPagination
                pagination={data.pagination}
                shown={data.items.length}
                onOffsetChange={(next) => choose(tab, next)}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
