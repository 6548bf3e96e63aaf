import type { BidView } from '@harvest/domain';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ExportCsvButton } from '../../../ui/export-csv-button';
import { useModal } from '../../../ui/modals/use-modals';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMyBids } from '../api/get-my-bids';
import { bidsExport } from '../api/search-trading';
import { BID_ARCHIVE_MODAL, BidArchiveModal, isArchivedBid } from '../components/bid-archive-modal';
import { BuyerBidCountdown } from '../components/buyer-bid-panel';
import { formatMonth } from '../components/format-month';
import { formatPricePerTonne } from '../components/trading-format';
import { CardGridState } from '../components/card-grid-state';
import { BidHeadline } from '../components/bid-headline';
import { PageHeading } from '../../../ui/page-heading';

/** A trade whose contract is still to send stays in view, though the offer itself is final. */
const needsAttention = (bid: BidView) =>
  !isArchivedBid(bid) || (bid.trade !== null && bid.trade.contractState !== 'received');

/**
 * The buyer's offers (trading §2 bids list): those still open, waiting on a reopen answer or on a contract, each
 * with its countdown; the finished ones are in the bid archive.
 */
export function MyBidsPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.buyer.bids.pageTitle'));
  const bids = useMyBids();
  const archive = useModal(BID_ARCHIVE_MODAL);
  const all = bids.data ?? [];
  const current = all.filter(needsAttention);
  const archived = all.filter((bid) => !needsAttention(bid));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('trading.buyer.bids.pageTitle')} intro={t('trading.buyer.bids.intro')} />
      <Group gap="sm">
        <Button component={Link} to={paths.market()}>
          {t('trading.buyer.bids.toMarket')}
        </Button>
        <Button variant="default" onClick={archive.open} disabled={bids.isPending}>
          {t('trading.buyer.bids.archive', { count: archived.length })}
        </Button>
        <ExportCsvButton {...bidsExport()} fileName={t('trading.buyer.bids.fileName')} disabled={all.length === 0} />
      </Group>
      <CardGridState
        query={bids}
        items={current}
        texts={{ loading: t('trading.buyer.bids.loading'), loadError: t('trading.buyer.bids.loadError') }}
        empty={{ title: t('trading.buyer.bids.empty'), hint: t('trading.buyer.bids.emptyHint') }}
      >
        {(bid) => <BidCard key={bid.id} bid={bid} onRefresh={() => void bids.refetch()} />}
      </CardGridState>
      <BidArchiveModal opened={archive.opened} onClose={archive.close} bids={archived} />
    </Stack>
  );
}

function BidCard({ bid, onRefresh }: { bid: BidView; onRefresh: () => void }) {
  const { t } = useTranslation();
  const titleId = `bid-${bid.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <BidHeadline
          bid={bid}
          align="flex-start"
          link={{ fw: 700, id: titleId, style: { overflowWrap: 'anywhere' } }}
        />
        <Text size="sm">
          {bid.options
            .map((option) => `${formatMonth(option.month)}: ${formatPricePerTonne(option.pricePerUnit, bid.currency)}`)
            .join(' · ')}
        </Text>
        {bid.sellerOrganisationName && (
          <Text size="sm">{t('trading.buyer.bids.seller', { seller: bid.sellerOrganisationName })}</Text>
        )}
        <BuyerBidCountdown bid={bid} onEnd={onRefresh} />
      </Stack>
    </Card>
  );
}
