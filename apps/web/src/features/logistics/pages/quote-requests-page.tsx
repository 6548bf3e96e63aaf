import type { QuoteRequestView } from '@harvest/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { errorMessage } from '../../../lib/forms/api-validation';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { CardList } from '../../../ui/card-list';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ListIcon } from '../../../ui/icons/list-icon';
import { notify } from '../../../ui/notifications/notify';
import { PageHeading } from '../../../ui/page-heading';
import { PagedQueryState } from '../../../ui/paged-query-state';
import { useOffsetParam } from '../../../ui/use-offset-param';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDeclineQuote } from '../api/decline-quote';
import { quoteRequestsQuery } from '../api/get-quote-requests';
import { useOpenQuote } from '../api/open-quote';
import { QuoteJobSummaryView } from '../components/quote-job-summary';
import { QuotePriceModal } from '../components/quote-price-modal';
import { QuoteStatusBadge } from '../components/quote-status-badge';

/**
 * /logistics/quote-requests: the jobs farms and merchants asked the carrier to price (trading-logistics §2 quotes).
 * Opening one to price it moves it to awaiting pricing; a price may be changed until the organiser decides.
 */
export function QuoteRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('quotes.requests.title'));
  const session = useSession();
  const canWrite = canAccess(session, 'logistics.carrier', 'write');
  const [offset, setOffset] = useOffsetParam();
  const requests = quoteRequestsQuery.useQuery(offset);
  const [pricing, setPricing] = useState<QuoteRequestView | null>(null);
  const [declining, setDeclining] = useState<QuoteRequestView | null>(null);
  const open = useOpenQuote();
  const decline = useDeclineQuote();

  const price = (quote: QuoteRequestView) => {
    setPricing(quote);
    // The carrier has read it: it awaits its price (the form works whether or not this lands first).
    if (quote.actions.includes('open')) open.mutate(quote.id);
  };

  return (
    <Stack gap="lg" maw={900}>
      <PageHeading title={t('quotes.requests.title')} intro={t('quotes.requests.intro')}>
        {!canWrite && (
          <Text size="sm" c="dimmed">
            {t('quotes.requests.readOnly')}
          </Text>
        )}
      </PageHeading>
      <PagedQueryState
        query={requests}
        errorTitle={t('quotes.requests.loadError')}
        empty={{ icon: ListIcon, title: t('quotes.requests.empty'), hint: t('quotes.requests.emptyHint') }}
        onOffsetChange={setOffset}
      >
        {(items) => (
          <CardList items={items} keyOf={(quote) => quote.id} label={t('quotes.requests.listLabel')}>
            {(quote) => (
              <QuoteRequestCard
                quote={quote}
                canWrite={canWrite}
                onPrice={() => price(quote)}
                onDecline={() => setDeclining(quote)}
              />
            )}
          </CardList>
        )}
      </PagedQueryState>
      <QuotePriceModal quote={pricing} onClose={() => setPricing(null)} />
      <ConfirmModal
        opened={declining !== null}
        onClose={() => {
          decline.reset();
          setDeclining(null);
        }}
        title={t('quotes.requests.declineConfirm', { reference: declining?.jobReference ?? '' })}
        keepLabel={t('quotes.requests.keep')}
        confirmLabel={t('quotes.requests.decline')}
        confirmColour="red"
        confirming={decline.isPending}
        error={decline.error ? errorMessage(decline.error, t('logistics.quoteRequestFailed')) : null}
        errorTitle={t('logistics.quoteRequestFailed')}
        onConfirm={() => {
          if (!declining) return;
          decline.mutate(declining.id, {
            onSuccess: () => {
              notify({
                message: t('quotes.requests.declined', { reference: declining.jobReference }),
                position: 'floating',
              });
              setDeclining(null);
            },
          });
        }}
      >
        <Text size="sm">{t('quotes.requests.declineIntro', { organiser: declining?.organiserName ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}

function QuoteRequestCard({
  quote,
  canWrite,
  onPrice,
  onDecline,
}: {
  quote: QuoteRequestView;
  canWrite: boolean;
  onPrice: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const titleId = `quote-request-${quote.id}`;
  return (
    <Stack gap="xs" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {t('quotes.requests.from', { organiser: quote.organiserName, reference: quote.jobReference })}
        </Title>
        <QuoteStatusBadge state={quote.status} />
      </Group>
      <QuoteJobSummaryView job={quote.job} />
      {quote.priceMinor !== null && (
        <Text size="sm" fw={600}>
          {t('quotes.price', { price: units.money(quote.priceMinor, quote.currency) })}
        </Text>
      )}
      {quote.note && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('quotes.note', { note: quote.note })}
        </Text>
      )}
      {quote.status === 'accepted' && (
        <Alert color="teal" variant="light" p="xs">
          {t('quotes.requests.won')}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        {quote.submittedAt
          ? t('quotes.submittedAt', { when: formatDateTime(quote.submittedAt) })
          : t('quotes.requestedAt', { when: formatDateTime(quote.requestedAt) })}
      </Text>
      {canWrite && quote.actions.some((action) => action === 'submit' || action === 'decline') && (
        <Group gap="xs">
          {quote.actions.includes('submit') && (
            <Button size="sm" onClick={onPrice}>
              {quote.status === 'submitted' ? t('quotes.requests.reprice') : t('quotes.requests.price')}
            </Button>
          )}
          {quote.actions.includes('decline') && (
            <Button size="sm" variant="default" onClick={onDecline}>
              {t('quotes.requests.decline')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
