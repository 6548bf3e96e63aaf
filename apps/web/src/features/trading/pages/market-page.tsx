import type { MarketListing } from '@harvest/domain';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCommodities, useCropNames } from '../../../lib/reference/use-commodities';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMarket } from '../api/get-market';
import { marketExport } from '../api/search-trading';
import { ClosesCountdown } from '../components/closes-countdown';
import { ListingFacts } from '../components/listing-facts';
import { MarketOfferActions } from '../components/market-offer-actions';
import { LISTING_SPECIFICATION_MODAL, ListingSpecificationModal } from '../components/listing-specification-modal';
import { TRADING_NOTES_MODAL, TradingNotesModal } from '../components/trading-notes-modal';
import { useSubjectModal } from '../components/use-subject-modal';
import { EmptyCard } from '../../../ui/empty-card';
import { OffsetPagination } from '../../../ui/offset-pagination';
import { QueryState } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';

const PAGE_SIZE = 20;

/**
 * The buyer's market: every listing open for offers, soonest review first, narrowed by crop. Each shows what a
 * buyer needs to price it, the time left to send an offer, and the way to send one (or to the offer already sent).
 */
export function MarketPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.buyer.market.title'));
  const [params, setParams] = useSearchParams();
  const commodityId = params.get('commodityId');
  const [offset, setOffset] = useOffsetParam();
  const market = useMarket({ commodityId, offset, limit: PAGE_SIZE });
  const commodities = useCommodities();
  const { crop } = useCropNames();
  const selection = useState<MarketListing | null>(null);
  const [selected] = selection;
  const specification = useSubjectModal(LISTING_SPECIFICATION_MODAL, selection);
  const notes = useSubjectModal(TRADING_NOTES_MODAL, selection);
  const listings = market.data?.items ?? [];

  const chooseCrop = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('commodityId', value);
    else next.delete('commodityId');
    next.delete('offset');
    setParams(next);
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('trading.buyer.market.title')} intro={t('trading.buyer.market.intro')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('trading.buyer.market.crop')}
          placeholder={t('trading.buyer.market.allCrops')}
          data={(commodities.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
          value={commodityId}
          onChange={chooseCrop}
          clearable
          w={{ base: '100%', xs: 260 }}
        />
        <Button component={Link} to={paths.myBids} variant="default">
          {t('trading.buyer.market.myOffers')}
        </Button>
        <ExportCsvButton
          {...marketExport(commodityId)}
          fileName={t('trading.buyer.market.fileName')}
          disabled={listings.length === 0}
        />
      </Group>
      <QueryState
        query={market}
        loadingLabel={t('trading.buyer.market.loading')}
        errorTitle={t('trading.buyer.market.loadError')}
        isEmpty={() => listings.length === 0}
        empty={
          <EmptyCard
            title={
              commodityId
                ? t('trading.buyer.market.emptyCrop', { crop: crop(commodityId) })
                : t('trading.buyer.market.empty')
            }
            hint={t('trading.buyer.market.emptyHint')}
          />
        }
      >
        {(data) => (
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
            {data.pagination && (
              <OffsetPagination pagination={data.pagination} shown={listings.length} onOffsetChange={setOffset} />
            )}
          </Stack>
        )}
      </QueryState>
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
