import { formatMoney, type BidView, type TradeView } from '@harvest/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { DetailList } from '../../../ui/detail-list';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { useBid } from '../api/get-bid';
import { useRequestContract } from '../api/request-contract';
import { TradeFrame } from '../components/trade-frame';
import { Countdown } from '../../../ui/countdown';
import { formatMonth } from '../components/format-month';
import { formatPricePerTonne, formatTonnes } from '../components/trading-format';
import { useIdleSignOut } from '../components/use-idle-sign-out';
import { useSubjectPage } from '../components/use-subject-page';
import { TradeLabelBadges } from '../components/trade-label-badges';
import { ViewContractLink } from '../components/view-contract-link';

/** /trading/market-listing/bids/{bidId}/trade-confirmation: the trade an accepted offer made. */
export function TradeConfirmationPage() {
  return <TradePage kind="confirmation" />;
}

/** /trading/market-listing/bids/{bidId}/options/{optionId}/trade-summary: the trade made on one option. */
export function TradeSummaryPage() {
  return <TradePage kind="summary" />;
}

function TradePage({ kind }: { kind: 'confirmation' | 'summary' }) {
  const { t } = useTranslation();
  useIdleSignOut();
  const params = useParams();
  const bid = useBid(params.bidId ?? '');
  const title =
    kind === 'confirmation' ? t('trading.seller.trade.confirmationTitle') : t('trading.seller.trade.summaryTitle');
  const page = useSubjectPage(bid, {
    title,
    loading: t('trading.seller.trade.loading'),
    loadError: t('trading.seller.trade.loadError'),
    heading: title,
  });
  if (page.standIn) return page.standIn;
  const trade = page.data.trade;
  const onOption = kind === 'confirmation' || trade?.optionId === params.optionId;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <Anchor component={Link} to={paths.bidDetail(page.data.id)} size="sm">
          {t('trading.seller.trade.backToOffer')}
        </Anchor>
        <Title order={1}>{title}</Title>
      </Stack>
      {trade && onOption ? (
        <TradeCard trade={trade} bid={page.data} onRefresh={() => void bid.refetch()} />
      ) : (
        <Alert color="blue" variant="light" role="status">
          {t('trading.notTraded')}
        </Alert>
      )}
    </Stack>
  );
}

function TradeCard({ trade, bid, onRefresh }: { trade: TradeView; bid: BidView; onRefresh: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { crop } = useCropNames();
  const requestContract = useRequestContract();
  const [error, setError] = useState<string | null>(null);
  const seller = bid.side === 'seller';
  // Where the buyer collects ex-farm grain: both sides need it once the trade is made.
  const collection =
    trade.haulage === 'delivered' || !trade.collection
      ? ''
      : [trade.collection.line1, trade.collection.city, trade.collection.postcode].filter(Boolean).join(', ');
  const canRequest =
    seller &&
    canAccess(session, 'trading.listings', 'write') &&
    trade.contractState === 'overdue' &&
    !trade.contractRequestedAt;

  return (
    <TradeFrame
      title={t('trading.seller.trade.heading', { reference: trade.reference })}
      contractState={trade.contractState}
      gap="md"
    >
      <DetailList
        rows={[
          { label: t('trading.seller.trade.reference'), value: trade.reference },
          { label: t('trading.seller.trade.listing'), value: bid.listingReference },
          { label: t('trading.seller.trade.crop'), value: crop(trade.commodityId) },
          { label: t('trading.seller.trade.quantity'), value: formatTonnes(trade.quantityKg) },
          { label: t('trading.seller.trade.price'), value: formatPricePerTonne(trade.pricePerUnit, trade.currency) },
          ...(trade.premium
            ? [
                {
                  label: t('trading.seller.trade.premium'),
                  value: formatPricePerTonne(trade.premium, trade.currency),
                },
              ]
            : []),
          { label: t('trading.seller.trade.total'), value: formatMoney(trade.totalPrice, trade.currency) },
          { label: t('trading.seller.trade.month'), value: formatMonth(trade.month) },
          { label: t('trading.seller.trade.seller'), value: trade.sellerOrganisationName },
          { label: t('trading.seller.trade.buyer'), value: `${trade.buyerOrganisationName} (${bid.buyerName})` },
          { label: t('trading.seller.trade.acceptedAt'), value: formatDateTime(trade.acceptedAt) },
          {
            label: t('trading.seller.trade.haulage'),
            value: trade.haulage ? t(`trading.seller.haulage.${trade.haulage}`) : '—',
          },
          ...(collection ? [{ label: t('trading.seller.trade.collection'), value: collection }] : []),
          { label: t('trading.seller.trade.contractDue'), value: formatDateTime(trade.contractDueAt) },
          ...(trade.contract
            ? [{ label: t('trading.seller.trade.contractNumber'), value: trade.contract.contractNumber }]
            : []),
          ...(trade.contractRequestedAt
            ? [
                {
                  label: t('trading.seller.trade.contractRequestedAt'),
                  value: formatDateTime(trade.contractRequestedAt),
                },
              ]
            : []),
        ]}
      />
      {trade.contractState === 'awaiting' && (
        <Countdown
          to={trade.contractDueAt}
          label={seller ? t('trading.seller.trade.contractDueIn') : t('trading.seller.trade.sendContractWithin')}
          onEnd={onRefresh}
        />
      )}
      <TradeLabelBadges trade={trade} />
      <ViewContractLink trade={trade} as="button" />
      {canRequest && <Text size="sm">{t('trading.seller.trade.overdueHint')}</Text>}
      <FormAlert message={error} />
      {canRequest && (
        <Group>
          <Button
            loading={requestContract.isPending}
            onClick={() => {
              setError(null);
              requestContract.mutate(bid.id, {
                onSuccess: () => notify({ message: t('trading.seller.trade.contractRequested'), position: 'floating' }),
                onError: (caught) => setError(errorMessage(caught, t('errors.somethingWentWrong'))),
              });
            }}
          >
            {t('trading.seller.trade.requestContract')}
          </Button>
        </Group>
      )}
    </TradeFrame>
  );
}
