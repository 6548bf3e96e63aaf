import { messages, sentOffer, type BidCreate, type BidView, type MarketListing } from '@harvest/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { useModal } from '../../../ui/modals/use-modals';
import { useSession } from '../../../lib/session/use-session';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBid } from '../api/get-bid';
import { useMarketListing } from '../api/get-market-listing';
import { useCreateBid } from '../api/create-bid';
import { useEditBid } from '../api/edit-bid';
import { BidForm } from '../components/bid-form';
import { ClosesCountdown } from '../components/closes-countdown';
import { ListingFacts } from '../components/listing-facts';
import { LISTING_SPECIFICATION_MODAL, ListingSpecificationModal } from '../components/listing-specification-modal';
import { TRADING_NOTES_MODAL, TradingNotesModal } from '../components/trading-notes-modal';
import { TRADING_TERMS_MODAL, TradingTermsModal } from '../components/trading-terms-modal';
import { joinQueries, QueryState, type QueryLike } from '../../../ui/query-state';

/** Why a listing takes no offer now, in the API's words (§8: "listing no longer open for offers"). */
function closedReason(listing: MarketListing): string | null {
  if (listing.state === 'live') return null;
  return listing.state === 'scheduled' ? messages.trading.listingNotYetOpen : messages.trading.listingNotOpen;
}

/**
 * Sending a price offer, in the bidding layout (trading §2 create-bid): the listing's terms, the time left until
 * its review, and the offer form. With an offer of the buyer's own already on it the same form changes that offer
 * (the whole offer is sent again and replaces it, §4).
 */
export function CreateBidPage() {
  const { t } = useTranslation();
  const { marketListingId = '' } = useParams();
  const listing = useMarketListing(marketListingId);
  const myBidId = listing.data?.myBidId ?? null;
  const bid = useBid(myBidId);
  const editing = myBidId !== null;
  const session = useSession();
  const mine = editing && bid.data !== undefined && sentOffer(bid.data, session.profile?.userId);
  usePageTitle(mine ? t('trading.buyer.create.editTitle') : t('trading.buyer.create.title'));

  // Not editing, the offer is never asked for: only the listing is awaited.
  const loading: QueryLike<unknown> = editing ? joinQueries(listing, bid) : listing;
  if (loading.isPending || loading.isError || listing.data === undefined) {
    return (
      <QueryState
        query={loading}
        loadingLabel={t('trading.buyer.create.loading')}
        errorTitle={t('trading.buyer.create.loadError')}
        page={{
          heading: t('trading.buyer.create.title'),
          back: (
            <Anchor component={Link} to={paths.market()} size="sm">
              {t('trading.buyer.create.back')}
            </Anchor>
          ),
        }}
      />
    );
  }
  return <CreateBid listing={listing.data} bid={bid.data ?? null} onRefresh={() => void listing.refetch()} />;
}

function CreateBid({
  listing,
  bid,
  onRefresh,
}: {
  listing: MarketListing;
  bid: BidView | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { crop } = useCropNames();
  const create = useCreateBid();
  const edit = useEditBid();
  const specification = useModal(LISTING_SPECIFICATION_MODAL);
  const notes = useModal(TRADING_NOTES_MODAL);
  const terms = useModal(TRADING_TERMS_MODAL);
  const session = useSession();
  const closed = closedReason(listing);
  // A colleague's earlier offer blocks a new one (§6): it is theirs to change.
  const colleagues = bid !== null && !sentOffer(bid, session.profile?.userId);
  // Only a sent or updated offer can be changed; any other is shown on its own page.
  const changeable = bid === null || bid.state === 'sent' || bid.state === 'updated';

  const send = async (body: BidCreate) => {
    const { listingId: _listingId, ...whole } = body;
    const sent = bid ? await edit.mutateAsync({ id: bid.id, ...whole }) : await create.mutateAsync(body);
    notify({ message: bid ? t('trading.buyer.create.updated') : t('trading.buyer.create.sent'), position: 'floating' });
    void navigate(paths.bidDetail(sent.id));
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.market()} size="sm">
        {t('trading.buyer.create.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>
          {bid && !colleagues ? t('trading.buyer.create.editTitle') : t('trading.buyer.create.title')}
        </Title>
        <Text>
          {t('trading.buyer.create.subtitle', { crop: crop(listing.commodityId), reference: listing.reference })}
        </Text>
        {listing.state === 'live' && <ClosesCountdown listing={listing} onEnd={onRefresh} />}
      </Stack>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <ListingFacts listing={listing} />
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={specification.open}>
              {t('trading.buyer.market.specification')}
            </Button>
            <Button variant="default" size="xs" onClick={notes.open}>
              {t('trading.buyer.market.notes')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {closed ? (
        // Grey, not orange: orange's light title is below AA contrast on its own background.
        <Alert color="gray" variant="light" title={t('trading.buyer.create.closedTitle')} role="status">
          {closed}
        </Alert>
      ) : bid && (colleagues || !changeable) ? (
        <Alert color="blue" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {colleagues ? messages.trading.colleagueOffer : t('trading.buyer.create.notChangeable')}
            </Text>
            {/* The theme's green is too faint on the blue alert (axe); blue, underlined, still reads as a link. */}
            <Anchor component={Link} to={paths.bidDetail(bid.id)} size="sm" c="blue.9" underline="always">
              {colleagues ? t('trading.buyer.create.viewColleagueOffer') : t('trading.buyer.market.viewOffer')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <BidForm listing={listing} bid={bid} onSend={send} onShowTerms={terms.open} />
      )}
      <ListingSpecificationModal
        opened={specification.opened}
        onClose={specification.close}
        reference={listing.reference}
        specification={listing.specification}
      />
      <TradingNotesModal
        opened={notes.opened}
        onClose={notes.close}
        reference={listing.reference}
        notes={listing.notes}
      />
      <TradingTermsModal opened={terms.opened} onClose={terms.close} />
    </Stack>
  );
}
