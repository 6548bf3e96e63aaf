import type { BuyerDashboard, TradeView } from '@harvest/domain';
import { Alert, Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { usePageTitle } from '../../../ui/use-page-title';
import { useBuyerDashboard } from '../api/get-buyer-dashboard';
import { useSellerListings } from '../api/get-seller-listings';
import { useTradedPrices } from '../api/get-traded-prices';
import { useTrades } from '../api/get-trades';
import { BidHeadline } from '../components/bid-headline';
import { ListedHeadline } from '../components/listed-headline';
import { BuyerBidCountdown } from '../components/buyer-bid-panel';
import { ContractStateBadge } from '../components/contract-state-badge';
import { EmptyCard } from '../../../ui/empty-card';
import { formatMonth } from '../components/format-month';
import { ListingStateBadge } from '../components/listing-state-badge';
import { ReviewCountdown } from '../components/review-countdown';
import { TradedPrices } from '../components/traded-prices';
import { ViewContractLink } from '../components/view-contract-link';
import { formatPricePerTonne, formatTonnes, formatTonnesRange } from '../components/trading-format';
import { ScrollRegion } from '../../../ui/scroll-region';
import { QueryState, joinQueries, type QueryLike } from '../../../ui/query-state';
import { PageHeading } from '../../../ui/page-heading';
import { LinkedCard } from '../../../ui/linked-card';
import { ColumnHeads } from '../../../ui/column-heads';

const RECENT_TRADES = 10;

interface MarketInsightsPageProps {
  /**
   * Market data's sections (features/market), placed by the app since features do not import each other: prices by
   * region with the typical price and ex-farm prices (or the insights upgrade's lock), and the latest news and
   * updates. Shown to traders only.
   */
  marketPrices?: ReactNode;
  marketNews?: ReactNode;
}

/**
 * /trading/market-insights, the trading landing page for sellers and buyers (§2): where the business stands now
 * (a seller's live and under-review listings, a buyer's open offers and what waits on the buyer, each with its
 * countdown), the market's prices by region, its latest trades, the prices traded on the platform by crop and week,
 * and the market's news.
 */
export function MarketInsightsPage({ marketPrices, marketNews }: MarketInsightsPageProps = {}) {
  const { t } = useTranslation();
  usePageTitle(t('trading.insights.title'));
  const session = useSession();
  const seller = hasOrganisationModule(session, 'trading:core') && canAccess(session, 'trading.listings', 'read');
  const buyer = hasOrganisationModule(session, 'trading:buyers') && canAccess(session, 'trading.bids', 'read');
  const trades = useTrades(RECENT_TRADES, seller || buyer);
  const prices = useTradedPrices(seller || buyer);

  return (
    <Stack gap="xl" maw={1100}>
      <PageHeading title={t('trading.insights.title')} intro={t('trading.insights.intro')} />
      {!seller && !buyer && (
        // The landing page everyone is sent back to (§6): without trading it says so rather than refusing.
        <Alert color="gray" title={t('trading.insights.noTrading')}>
          {t('errors.noPermission')}
        </Alert>
      )}
      {(seller || buyer) && (
        <Section id="insights-position" title={t('trading.insights.position.title')}>
          <SimpleGrid cols={{ base: 1, md: seller && buyer ? 2 : 1 }} spacing="md">
            {seller && <SellerPosition />}
            {buyer && <BuyerPosition />}
          </SimpleGrid>
        </Section>
      )}
      {(seller || buyer) && (
        <>
          {marketPrices}
          <LoadedSection part="trades" query={trades}>
            {(data) => <RecentTrades trades={data} />}
          </LoadedSection>
          <LoadedSection
            part="prices"
            query={prices}
            intro={
              <Text size="sm" c="dimmed">
                {t('trading.insights.prices.intro')}
              </Text>
            }
          >
            {(data) => <TradedPrices weeks={data} />}
          </LoadedSection>
          {marketNews}
        </>
      )}
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The platform's trades or prices: loading, failed, empty or listed, each worded under `trading.insights.<part>`. */
function LoadedSection<T>({
  part,
  query,
  intro,
  children,
}: {
  part: 'trades' | 'prices';
  query: QueryLike<T[]>;
  intro?: ReactNode;
  children: (data: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section id={`insights-${part}`} title={t(`trading.insights.${part}.title`)}>
      {intro}
      <QueryState
        query={query}
        loadingLabel={t(`trading.insights.${part}.loading`)}
        errorTitle={t(`trading.insights.${part}.loadError`)}
        empty={<EmptyCard title={t(`trading.insights.${part}.empty`)} hint={t(`trading.insights.${part}.emptyHint`)} />}
      >
        {children}
      </QueryState>
    </Section>
  );
}

/** The seller's listings open now: live (until review) and under review (until the offers expire). */
function SellerPosition() {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  const live = useSellerListings('live', 0);
  const review = useSellerListings('review', 0);
  const listings = [...(review.data?.items ?? []), ...(live.data?.items ?? [])];
  return (
    <LinkedCard
      order={3}
      title={t('trading.insights.position.listings')}
      link={{ to: paths.sellerListings(), label: t('trading.insights.position.allListings') }}
    >
      <QueryState
        query={joinQueries(live, review)}
        loadingLabel={t('trading.insights.position.loadingListings')}
        errorTitle={t('trading.insights.position.listingsError')}
        isEmpty={() => listings.length === 0}
        empty={<Text size="sm">{t('trading.insights.position.noListings')}</Text>}
      >
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {listings.map((listing) => (
            <Stack key={listing.id} gap={2} component="li">
              <ListedHeadline
                to={paths.listingBids(listing.id)}
                title={t('trading.insights.position.listingTitle', {
                  crop: crop(listing.commodityId),
                  reference: listing.reference,
                })}
                badge={<ListingStateBadge state={listing.state} />}
                line={t('trading.insights.position.listingLine', {
                  quantity: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
                  count: listing.offerCount,
                })}
                link={{ fw: 600 }}
              />
              <ReviewCountdown
                listing={listing}
                onEnd={() => {
                  void live.refetch();
                  void review.refetch();
                }}
              />
            </Stack>
          ))}
        </Stack>
      </QueryState>
    </LinkedCard>
  );
}

/** The buyer's open offers, with the time left on each. */
function BuyerPosition() {
  const { t } = useTranslation();
  const dashboard = useBuyerDashboard();
  return (
    <LinkedCard
      order={3}
      title={t('trading.insights.position.offers')}
      link={{ to: paths.myBids, label: t('trading.insights.position.allOffers') }}
    >
      <QueryState
        query={dashboard}
        loadingLabel={t('trading.insights.position.loadingOffers')}
        errorTitle={t('trading.insights.position.offersError')}
      >
        {(data) => (
          <>
            <WaitingOnBuyer dashboard={data} />
            {data.openOffers.length === 0 ? (
              <Text size="sm">{t('trading.insights.position.noOffers')}</Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.openOffers.map((bid) => (
                  <Stack key={bid.id} gap={2} component="li">
                    <BidHeadline
                      bid={bid}
                      link={{ fw: 600 }}
                      line={formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg)}
                    />
                    <BuyerBidCountdown bid={bid} onEnd={() => void dashboard.refetch()} />
                  </Stack>
                ))}
              </Stack>
            )}
          </>
        )}
      </QueryState>
    </LinkedCard>
  );
}

/** What waits on the buyer's business (GET /trading/buyer/dashboard): answers, contracts, and listings to price. */
function WaitingOnBuyer({ dashboard }: { dashboard: BuyerDashboard }) {
  const { t } = useTranslation();
  const figures = [
    dashboard.reopenRequests > 0 && (
      <Text key="reopen" size="sm" fw={600} c="red.9">
        {t('trading.insights.position.reopenRequests', { count: dashboard.reopenRequests })}
      </Text>
    ),
    dashboard.contractsOverdue > 0 && (
      <Text key="overdue" size="sm" fw={600} c="red.9">
        {t('trading.insights.position.contractsOverdue', { count: dashboard.contractsOverdue })}
      </Text>
    ),
    dashboard.contractsDue > 0 && (
      <Text key="due" size="sm">
        {t('trading.insights.position.contractsDue', { count: dashboard.contractsDue })}
      </Text>
    ),
    <Anchor key="open" component={Link} to={paths.market()} size="sm">
      {t('trading.insights.position.listingsOpen', { count: dashboard.listingsOpen })}
    </Anchor>,
  ].filter(Boolean);
  return (
    <Stack
      gap={2}
      component="ul"
      aria-label={t('trading.insights.position.waiting')}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {figures.map((figure, index) => (
        <li key={index}>{figure}</li>
      ))}
    </Stack>
  );
}

/** The contract's state in the trades list: filled in the 9th shade, and never cut short by a narrow column. */
function TradeContractBadge({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="filled"
      color={{ awaiting: 'blue.9', overdue: 'red.9', received: 'teal.9' }[trade.contractState]}
      style={{ minWidth: 'max-content', flexShrink: 0 }}
    >
      {t(`trading.insights.trades.contractStates.${trade.contractState}`)}
    </Badge>
  );
}

/** A trade's reference, opening its confirmation where the offer is known. */
function TradeReference({ trade }: { trade: TradeView }) {
  return trade.bidId ? (
    <Anchor component={Link} to={paths.tradeConfirmation(trade.bidId)} size="sm" fw={600}>
      {trade.reference}
    </Anchor>
  ) : (
    trade.reference
  );
}

/** The latest trades: a table where there is room for its seven columns, a list of cards on a phone. */
function RecentTrades({ trades }: { trades: TradeView[] }) {
  const { t } = useTranslation();
  const { crop } = useCropNames();
  const parties = (trade: TradeView) =>
    t('trading.insights.trades.between', {
      seller: trade.sellerOrganisationName,
      buyer: trade.buyerOrganisationName,
    });
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion label={t('trading.insights.trades.tableLabel')}>
          <Table striped fz="sm" miw={720}>
            <ColumnHeads
              scope="col"
              columns={[
                t('trading.insights.trades.reference'),
                t('trading.insights.trades.crop'),
                t('trading.insights.trades.quantity'),
                t('trading.insights.trades.price'),
                t('trading.insights.trades.parties'),
                t('trading.insights.trades.agreed'),
                t('trading.insights.trades.contract'),
              ]}
            />
            <Table.Tbody>
              {trades.map((trade) => (
                <Table.Tr key={trade.id}>
                  <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    <TradeReference trade={trade} />
                  </Table.Th>
                  <Table.Td>
                    {crop(trade.commodityId)}, {formatMonth(trade.month)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTonnes(trade.quantityKg)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatPricePerTonne(trade.pricePerUnit, trade.currency)}
                  </Table.Td>
                  <Table.Td>{parties(trade)}</Table.Td>
                  <Table.Td>{formatDateTime(trade.acceptedAt)}</Table.Td>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <TradeContractBadge trade={trade} />
                      <ViewContractLink trade={trade} />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Stack gap="sm" component="ul" hiddenFrom="sm" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {trades.map((trade) => (
          <Card key={trade.id} component="li" withBorder padding="sm">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <TradeReference trade={trade} /> · {crop(trade.commodityId)}, {formatMonth(trade.month)}
                </Text>
                <ContractStateBadge state={trade.contractState} />
              </Group>
              <Text size="sm">
                {t('trading.insights.trades.line', {
                  quantity: formatTonnes(trade.quantityKg),
                  price: formatPricePerTonne(trade.pricePerUnit, trade.currency),
                })}
              </Text>
              <Text size="sm">{parties(trade)}</Text>
              <Text size="xs" c="dimmed">
                {t('trading.insights.trades.agreedOn', { when: formatDateTime(trade.acceptedAt) })}
              </Text>
              <ViewContractLink trade={trade} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
