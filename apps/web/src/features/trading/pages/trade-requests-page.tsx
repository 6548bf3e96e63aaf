import { ASSURANCE_STATUSES, type TradeRequestView } from '@harvest/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms/api-validation';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useTradeRequests } from '../api/get-trade-requests';
import { useCloseTradeRequest } from '../api/close-trade-request';
import { Countdown } from '../../../ui/countdown';
import { formatMonth } from '../components/format-month';
import { TRADE_REQUEST_NOTES_MODAL, TradeRequestNotesModal } from '../components/trade-request-notes-modal';
import { formatPricePerTonne, formatTonnes } from '../components/trading-format';
import { stateBadge } from '../../../ui/state-badge';
import { useSubjectModal } from '../components/use-subject-modal';
import { WantedTabs } from '../components/wanted-tabs';
import { CardGridState } from '../components/card-grid-state';
import { PageHeading } from '../../../ui/page-heading';

type Outcome = 'accepted' | 'declined' | 'withdrawn';

/** The farm's assurance status as the request recorded it, in words rather than its stored value. */
const isAssuranceStatus = (value: string): value is (typeof ASSURANCE_STATUSES)[number] =>
  (ASSURANCE_STATUSES as readonly string[]).includes(value);

/** Where a trade request stands: waiting on the buyer, or how it ended. */
const RequestStatusBadge = stateBadge(
  { active: 'blue.9', accepted: 'teal.9', declined: 'red.9', withdrawn: 'gray.8', expired: 'gray.8' },
  (t, status) => t(`trading.wanted.requests.statuses.${status}`),
);

/**
 * /trading/wanted/trade-requests: the trade requests a business sent (as a seller answering a wanted listing) or
 * received (as its buyer). A buyer accepts or declines within 2 hours; a seller may withdraw while it waits.
 */
export function TradeRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.requests.title'));
  const requests = useTradeRequests();
  const selection = useState<TradeRequestView | null>(null);
  const [selected] = selection;
  const notes = useSubjectModal(TRADE_REQUEST_NOTES_MODAL, selection);
  const items = requests.data ?? [];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeading title={t('trading.wanted.title')} intro={t('trading.wanted.requests.intro')} />
      <WantedTabs value="requests" />
      <CardGridState
        query={requests}
        items={items}
        texts={{ loading: t('trading.wanted.requests.loading'), loadError: t('trading.wanted.requests.loadError') }}
        empty={{ title: t('trading.wanted.requests.empty'), hint: t('trading.wanted.requests.emptyHint') }}
      >
        {(request) => (
          <TradeRequestCard
            key={request.id}
            request={request}
            onRefresh={() => void requests.refetch()}
            onNotes={() => notes.openFor(request)}
          />
        )}
      </CardGridState>
      <TradeRequestNotesModal opened={notes.opened} onClose={notes.close} notes={selected?.notes ?? null} />
    </Stack>
  );
}

function TradeRequestCard({
  request,
  onRefresh,
  onNotes,
}: {
  request: TradeRequestView;
  onRefresh: () => void;
  onNotes: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { crop } = useCropNames();
  const close = useCloseTradeRequest();
  const [error, setError] = useState<string | null>(null);
  const buyer = request.side === 'buyer';
  const canWrite = buyer
    ? canAccess(session, 'trading.bids', 'write')
    : canAccess(session, 'trading.listings', 'write');
  const active = request.status === 'active';
  const status = active ? 'active' : (request.outcome ?? 'expired');
  const titleId = `trade-request-${request.id}`;

  const answer = (outcome: Outcome) => {
    setError(null);
    close.mutate(
      { id: request.id, outcome },
      {
        onSuccess: () => notify({ message: t(`trading.wanted.requests.done.${outcome}`), position: 'floating' }),
        onError: (cause) => setError(errorMessage(cause, t('trading.buyer.bid.failed'))),
      },
    );
  };

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {buyer
              ? t('trading.wanted.requests.fromSeller', {
                  crop: crop(request.commodityId),
                  seller: request.sellerOrganisationName,
                })
              : t('trading.wanted.requests.toBuyer', {
                  crop: crop(request.commodityId),
                  buyer: request.buyerOrganisationName,
                })}
          </Title>
          <RequestStatusBadge state={status} />
        </Group>
        <Text size="sm">
          {t('trading.wanted.requests.terms', {
            quantity: formatTonnes(request.quantityKg),
            month: formatMonth(request.month),
            price: formatPricePerTonne(request.pricePerUnit, request.currency),
          })}
        </Text>
        <Text size="sm">
          {t('trading.wanted.requests.scheme', {
            status: isAssuranceStatus(request.schemeStatus)
              ? t(`businessSetup.farm.statuses.${request.schemeStatus}`)
              : t('trading.wanted.requests.schemeNotStated'),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('trading.wanted.requests.sentAt', { when: formatDateTime(request.sentAt) })}
        </Text>
        {active && (
          <Countdown
            to={request.expiresAt}
            label={buyer ? t('trading.wanted.requests.answerWithin') : t('trading.wanted.requests.buyerHas')}
            onEnd={onRefresh}
            c="red.9"
          />
        )}
        <FormAlert message={error} />
        <Group gap="xs">
          {active && canWrite && buyer && (
            <>
              <Button
                size="sm"
                loading={close.isPending && close.variables?.outcome === 'accepted'}
                disabled={close.isPending}
                onClick={() => answer('accepted')}
              >
                {t('trading.wanted.requests.accept')}
              </Button>
              <Button
                size="sm"
                variant="default"
                loading={close.isPending && close.variables?.outcome === 'declined'}
                disabled={close.isPending}
                onClick={() => answer('declined')}
              >
                {t('trading.wanted.requests.decline')}
              </Button>
            </>
          )}
          {active && canWrite && !buyer && (
            <Button size="sm" variant="default" loading={close.isPending} onClick={() => answer('withdrawn')}>
              {t('trading.wanted.requests.withdraw')}
            </Button>
          )}
          <Button size="sm" variant="subtle" onClick={onNotes}>
            {t('trading.wanted.requests.notes')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
