import type { QuoteView } from '@harvest/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { errorMessage } from '../../../lib/forms/api-validation';
import { CardList } from '../../../ui/card-list';
import { FormAlert } from '../../../ui/form-alert';
import { notify } from '../../../ui/notifications/notify';
import { ScrollTable } from '../../../ui/scroll-table';
import { TableOrCards } from '../../../ui/table-or-cards';
import { useAcceptQuote } from '../api/accept-quote';
import { useCancelQuote } from '../api/cancel-quote';
import type { TermsSubject } from './carrier-terms-modal';
import { QuoteStatusBadge } from './quote-status-badge';

/**
 * A job's quotes side by side (§2 quotes): a table on a desktop, cards on a phone. The organiser reads a carrier's
 * terms and agrees them, accepts a submitted price (which declines the others) or withdraws a request.
 */
export function JobQuotesList({ quotes, onTerms }: { quotes: QuoteView[]; onTerms: (subject: TermsSubject) => void }) {
  const { t } = useTranslation();
  const units = useUnits();
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptQuote();
  const cancel = useCancelQuote();
  const column = (key: 'carrier' | 'status' | 'price' | 'submitted' | 'terms' | 'actions') =>
    t(`quotes.organiser.columns.${key}`);
  const price = (quote: QuoteView) =>
    quote.priceMinor === null ? t('quotes.noPrice') : units.money(quote.priceMinor, quote.currency);

  const act = (quote: QuoteView, action: 'accept' | 'cancel') => {
    setError(null);
    const mutation = action === 'accept' ? accept : cancel;
    mutation.mutate(quote.id, {
      onSuccess: () =>
        notify({
          message: t(action === 'accept' ? 'quotes.organiser.accepted' : 'quotes.organiser.withdrawn', {
            carrier: quote.carrierName,
          }),
          position: 'floating',
        }),
      onError: (cause) => setError(errorMessage(cause, t('logistics.quoteRequestFailed'))),
    });
  };

  const terms = (quote: QuoteView) => {
    if (quote.termsVersion === null) return <Text size="sm">{t('quotes.organiser.termsNone')}</Text>;
    return (
      <Button
        size="compact-sm"
        variant={quote.termsAgreed ? 'subtle' : 'light'}
        aria-label={t('quotes.organiser.termsNamed', {
          label: quote.termsAgreed ? t('quotes.organiser.termsAgreed') : t('quotes.organiser.termsToAgree'),
          carrier: quote.carrierName,
        })}
        onClick={() => onTerms({ carrierId: quote.carrierOrganisationId, carrierName: quote.carrierName })}
      >
        {quote.termsAgreed ? t('quotes.organiser.termsAgreed') : t('quotes.organiser.termsToAgree')}
      </Button>
    );
  };

  const actions = (quote: QuoteView) => (
    <Group gap="xs" wrap="nowrap">
      {quote.actions.includes('accept') && (
        <Button
          size="compact-sm"
          color="teal.9"
          disabled={!quote.termsAgreed || cancel.isPending}
          loading={accept.isPending && accept.variables === quote.id}
          aria-label={t('quotes.organiser.acceptNamed', { carrier: quote.carrierName })}
          onClick={() => act(quote, 'accept')}
        >
          {t('quotes.organiser.accept')}
        </Button>
      )}
      {quote.actions.includes('cancel') && (
        <Button
          size="compact-sm"
          variant="default"
          disabled={accept.isPending}
          loading={cancel.isPending && cancel.variables === quote.id}
          aria-label={t('quotes.organiser.withdrawNamed', { carrier: quote.carrierName })}
          onClick={() => act(quote, 'cancel')}
        >
          {t('quotes.organiser.withdraw')}
        </Button>
      )}
    </Group>
  );

  // The accepted quote stands out: a tinted row, and its carrier's name in bold.
  const acceptedRow = (quote: QuoteView) =>
    quote.status === 'accepted' ? { backgroundColor: 'var(--mantine-color-teal-0)' } : undefined;
  const termsPending = quotes.some((quote) => quote.actions.includes('accept') && !quote.termsAgreed);

  return (
    <Stack gap="sm">
      <FormAlert message={error} />
      {termsPending && <Text size="sm">{t('quotes.organiser.termsFirst')}</Text>}
      <TableOrCards
        table={
          <ScrollTable
            label={t('quotes.organiser.tableLabel')}
            highlightOnHover
            fz="sm"
            miw={640}
            columns={[
              column('carrier'),
              column('status'),
              { label: column('price'), ta: 'right' },
              column('submitted'),
              column('terms'),
              column('actions'),
            ]}
          >
            {quotes.map((quote) => (
              <Table.Tr key={quote.id} style={acceptedRow(quote)}>
                <Table.Td>
                  <Text size="sm" fw={quote.status === 'accepted' ? 700 : undefined}>
                    {quote.carrierName}
                  </Text>
                  {quote.note && (
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {quote.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <QuoteStatusBadge state={quote.status} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {price(quote)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {quote.submittedAt ? formatDateTime(quote.submittedAt) : '—'}
                </Table.Td>
                <Table.Td>{terms(quote)}</Table.Td>
                <Table.Td>{actions(quote)}</Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        }
        cards={
          <CardList items={quotes} keyOf={(quote) => quote.id} label={t('quotes.organiser.quotesLabel')}>
            {(quote) => (
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {quote.carrierName}
                  </Text>
                  <QuoteStatusBadge state={quote.status} />
                </Group>
                <Text size="sm" fw={600}>
                  {quote.priceMinor === null ? price(quote) : t('quotes.price', { price: price(quote) })}
                </Text>
                {quote.status === 'accepted' && (
                  <Text size="sm" fw={700} c="teal.9">
                    {t('quotes.organiser.acceptedLine')}
                  </Text>
                )}
                {quote.note && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {t('quotes.note', { note: quote.note })}
                  </Text>
                )}
                {quote.submittedAt && (
                  <Text size="xs" c="dimmed">
                    {t('quotes.submittedAt', { when: formatDateTime(quote.submittedAt) })}
                  </Text>
                )}
                <Group gap="xs">
                  {terms(quote)}
                  {actions(quote)}
                </Group>
              </Stack>
            )}
          </CardList>
        }
      />
    </Stack>
  );
}
