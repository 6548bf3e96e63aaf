import { canChangeOffer, sentOffer, type BidView } from '@harvest/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/forms/api-validation';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { paths } from '../../../lib/paths';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { useAcceptReopen } from '../api/accept-reopen';
import { useDeclineReopen } from '../api/decline-reopen';
import { useWithdrawBid } from '../api/withdraw-bid';
import { BidStateBadge } from './bid-state-badge';
import { ContractDetailsForm } from './contract-details-form';
import { TradeFrame } from './trade-frame';
import { ViewContractLink } from './view-contract-link';
import { Countdown } from '../../../ui/countdown';
import { formatMonth } from './format-month';
import { formatPricePerTonne, formatTonnes, formatTonnesRange } from './trading-format';
import { ScrollRegion } from '../../../ui/scroll-region';
import { ColumnHeads } from '../../../ui/column-heads';

/** The deadline that matters next for the buyer's offer, as a live countdown. */
export function BuyerBidCountdown({ bid, onEnd }: { bid: BidView; onEnd?: () => void }) {
  const { t } = useTranslation();
  if (bid.reopenRequest?.status === 'pending') {
    return (
      <Countdown to={bid.reopenRequest.expiresAt} label={t('trading.buyer.bid.answerWithin')} onEnd={onEnd} c="red.9" />
    );
  }
  switch (bid.state) {
    case 'sent':
    case 'updated':
      return <Countdown to={bid.reviewAt} label={t('trading.buyer.bid.reviewIn')} onEnd={onEnd} />;
    case 'under-review':
      return <Countdown to={bid.expiresAt} label={t('trading.buyer.bid.expiresIn')} onEnd={onEnd} c="red.9" />;
    case 'accepted':
      return bid.trade && bid.trade.contractState !== 'received' ? (
        <Countdown
          to={bid.trade.contractDueAt}
          label={t('trading.buyer.bid.contractDueIn')}
          endedLabel={t('trading.buyer.bid.contractOverdue')}
        />
      ) : null;
    default:
      return null;
  }
}

/**
 * The buyer's side of an offer's page (trading §4): its state and time left, the prices sent, and what the buyer
 * can do now: change or withdraw it while it is open, answer the seller's reopen request within its 2 hours, and
 * send the contract within 72 hours of the trade.
 */
export function BuyerBidPanel({ bid, onRefresh }: { bid: BidView; onRefresh: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const canWrite = canAccess(session, 'trading.bids', 'write');
  const open = bid.state === 'sent' || bid.state === 'updated' || bid.state === 'under-review';
  // A colleague's offer is theirs to change (§6, the rule the API keeps); the business may still withdraw it.
  const userId = session.profile?.userId;
  const mine = sentOffer(bid, userId);
  const changeable = canChangeOffer(bid, userId);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawBid();
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Card withBorder padding="md" component="section" aria-labelledby="buyer-bid-title">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Title order={2} size="h3" id="buyer-bid-title">
              {mine ? t('trading.buyer.bid.yourOffer') : t('trading.buyer.bid.colleagueOffer', { name: bid.buyerName })}
            </Title>
            <BidStateBadge state={bid.state} />
          </Group>
          {!mine && (
            <Text size="sm" c="dimmed">
              {t('trading.buyer.bid.colleagueOfferHint', { name: bid.buyerName })}
            </Text>
          )}
          <BuyerBidCountdown bid={bid} onEnd={onRefresh} />
          <ScrollRegion label={t('trading.buyer.bid.pricesLabel')}>
            <Table striped fz="sm" miw={320}>
              <ColumnHeads
                scope="col"
                columns={[t('trading.buyer.bid.month'), t('trading.buyer.bid.price'), t('trading.buyer.bid.premium')]}
              />
              <Table.Tbody>
                {bid.options.map((option) => (
                  <Table.Tr key={option.id}>
                    <Table.Th scope="row" fw={500}>
                      {formatMonth(option.month)}
                      {option.accepted && (
                        <Badge ml="xs" size="sm" color="teal.9">
                          {t('trading.buyer.bid.acceptedOption')}
                        </Badge>
                      )}
                    </Table.Th>
                    <Table.Td>{formatPricePerTonne(option.pricePerUnit, bid.currency)}</Table.Td>
                    <Table.Td>
                      {option.premium ? formatPricePerTonne(option.premium, bid.currency) : t('trading.buyer.bid.none')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
          <Text size="sm">
            {t('trading.buyer.bid.quantity', { quantity: formatTonnesRange(bid.quantityMinKg, bid.quantityMaxKg) })}
          </Text>
          {bid.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('trading.buyer.bid.note', { note: bid.note })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('trading.buyer.bid.sentAt', { when: formatDateTime(bid.updatedAt) })}
          </Text>
          <FormAlert message={withdrawError} />
          {canWrite && open && (
            <Group gap="xs">
              {changeable && (
                <Button component={Link} to={paths.createBid(bid.listingId)}>
                  {t('trading.buyer.bid.change')}
                </Button>
              )}
              <Button
                variant="default"
                color="red"
                onClick={() => {
                  setWithdrawError(null);
                  setWithdrawing(true);
                }}
              >
                {t('trading.buyer.bid.withdraw')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {bid.reopenRequest?.status === 'pending' && canWrite && <ReopenAnswer bid={bid} />}
      {bid.trade && <TradeSection bid={bid} canWrite={canWrite} />}
      <ConfirmModal
        opened={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={t('trading.buyer.bid.withdrawTitle')}
        error={null}
        errorTitle=""
        keepLabel={t('trading.buyer.bid.keep')}
        confirmLabel={t('trading.buyer.bid.withdraw')}
        confirmColour="red"
        confirming={withdraw.isPending}
        onConfirm={() => {
          withdraw.mutate(bid.id, {
            onSuccess: () => notify({ message: t('trading.buyer.bid.withdrawn'), position: 'floating' }),
            // After the acceptance timeframe the API says why (§4): shown beside the offer.
            onError: (error) => setWithdrawError(errorMessage(error, t('trading.buyer.bid.failed'))),
            onSettled: () => setWithdrawing(false),
          });
        }}
      >
        <Text size="sm">{t('trading.buyer.bid.withdrawBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}

/** The seller asks the buyer to trade at an expired price (§4): 2 hours to accept, which confirms the trade. */
function ReopenAnswer({ bid }: { bid: BidView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accept = useAcceptReopen();
  const decline = useDeclineReopen();
  const [error, setError] = useState<string | null>(null);
  const request = bid.reopenRequest;
  if (!request) return null;
  const option = bid.options.find((each) => each.id === request.optionId);
  const failed = (cause: unknown) => setError(errorMessage(cause, t('trading.buyer.bid.failed')));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="reopen-title" bg="orange.0">
      <Stack gap="sm">
        <Title order={2} size="h3" id="reopen-title">
          {t('trading.buyer.reopen.title')}
        </Title>
        <Text size="sm">
          {t('trading.buyer.reopen.body', {
            month: option ? formatMonth(option.month) : '',
            price: option ? formatPricePerTonne(option.pricePerUnit, bid.currency) : '',
            quantity: formatTonnes(request.quantityKg),
          })}
        </Text>
        {request.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {t('trading.buyer.reopen.note', { note: request.note })}
          </Text>
        )}
        <Countdown to={request.expiresAt} label={t('trading.buyer.bid.answerWithin')} c="red.9" />
        <FormAlert message={error} />
        <Group gap="xs">
          <Button
            loading={accept.isPending}
            disabled={decline.isPending}
            onClick={() => {
              setError(null);
              accept.mutate(bid.id, {
                onSuccess: () => void navigate(paths.tradeConfirmation(bid.id)),
                onError: failed,
              });
            }}
          >
            {t('trading.buyer.reopen.accept')}
          </Button>
          <Button
            variant="default"
            loading={decline.isPending}
            disabled={accept.isPending}
            onClick={() => {
              setError(null);
              decline.mutate(bid.id, {
                onSuccess: () => notify({ message: t('trading.buyer.reopen.declined'), position: 'floating' }),
                onError: failed,
              });
            }}
          >
            {t('trading.buyer.reopen.decline')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The trade the offer made, and its contract: awaited, overdue or received (§4, 72 hours). */
function TradeSection({ bid, canWrite }: { bid: BidView; canWrite: boolean }) {
  const { t } = useTranslation();
  const trade = bid.trade;
  if (!trade) return null;
  return (
    <TradeFrame
      title={t('trading.buyer.trade.title', { reference: trade.reference })}
      contractState={trade.contractState}
      gap="sm"
    >
      <Text size="sm">
        {t('trading.buyer.trade.summary', {
          quantity: formatTonnes(trade.quantityKg),
          month: formatMonth(trade.month),
          price: formatPricePerTonne(trade.pricePerUnit, trade.currency),
        })}
      </Text>
      <Text size="sm">{t('trading.buyer.trade.contractDue', { when: formatDateTime(trade.contractDueAt) })}</Text>
      <Anchor component={Link} to={paths.tradeConfirmation(bid.id)} size="sm" w="fit-content">
        {t('trading.buyer.trade.confirmation')}
      </Anchor>
      <ViewContractLink trade={trade} />
      {trade.contractRequestedAt && (
        <Alert color="orange" variant="light" role="status">
          {t('trading.buyer.trade.contractRequested', { when: formatDateTime(trade.contractRequestedAt) })}
        </Alert>
      )}
      {trade.contract ? (
        <Text size="sm">{t('trading.buyer.trade.contractNumber', { number: trade.contract.contractNumber })}</Text>
      ) : (
        canWrite && <ContractDetailsForm bidId={bid.id} />
      )}
    </TradeFrame>
  );
}
