import { Alert, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { EmptyListState } from '../../../ui/empty-list-state';
import { ListIcon } from '../../../ui/icons/list-icon';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { jobQuotesQuery } from '../api/get-job-quotes';
import { AskCarriersForm } from '../components/ask-carriers-form';
import { CarrierTermsModal, type TermsSubject } from '../components/carrier-terms-modal';
import { JobQuotesList } from '../components/job-quotes-list';
import { QuoteJobSummaryView } from '../components/quote-job-summary';
import { JobStatusBadge } from '../components/job-status-badge';

/**
 * /logistics/jobs/:jobId/quotes: the organiser asks carriers to quote for a job, compares their prices side by side,
 * agrees a carrier's terms and accepts one (trading-logistics §2 quotes, §4 Quote, §5).
 */
export function JobQuotesPage() {
  const { t } = useTranslation();
  const units = useUnits();
  const { jobId = '' } = useParams();
  const quotes = jobQuotesQuery.useQuery(jobId);
  const reference = quotes.data?.job.reference;
  usePageTitle(reference ? t('quotes.organiser.title', { reference }) : t('quotes.organiser.titleLoading'));
  const [terms, setTerms] = useState<TermsSubject | null>(null);

  return (
    <Stack gap="lg" maw={1000}>
      <QueryState
        query={quotes}
        loadingLabel={t('quotes.organiser.loading')}
        errorTitle={t('quotes.organiser.loadError')}
        page={{ heading: t('quotes.organiser.titleLoading') }}
      >
        {({ job, quotes: list }) => {
          const accepted = list.find((quote) => quote.status === 'accepted');
          const takesQuotes = job.status === 'awaiting-quotes' || job.status === 'out-for-quote';
          return (
            <>
              <PageHeading
                title={
                  <Group gap="sm" component="span">
                    <span>{t('quotes.organiser.title', { reference: job.reference })}</span>
                    <JobStatusBadge state={job.status} />
                  </Group>
                }
                intro={t('quotes.organiser.intro')}
              />
              <QuoteJobSummaryView job={job} />
              {accepted && accepted.priceMinor !== null && (
                <Alert color="teal" variant="light">
                  {t('quotes.organiser.assigned', {
                    carrier: accepted.carrierName,
                    price: units.money(accepted.priceMinor, accepted.currency),
                  })}
                </Alert>
              )}
              {!accepted && !takesQuotes && <Alert color="gray">{t('quotes.organiser.closed')}</Alert>}
              <section aria-labelledby="job-quotes-heading">
                <Stack gap="sm">
                  <Title order={2} size="h3" id="job-quotes-heading">
                    {t('quotes.organiser.quotes')}
                  </Title>
                  {list.length === 0 ? (
                    <EmptyListState
                      icon={ListIcon}
                      order={3}
                      title={t('quotes.organiser.none')}
                      hint={takesQuotes ? t('quotes.organiser.noneHint') : null}
                    />
                  ) : (
                    <JobQuotesList quotes={list} onTerms={setTerms} />
                  )}
                </Stack>
              </section>
              {takesQuotes && (
                <SectionCard title={t('quotes.ask.title')}>
                  <AskCarriersForm jobId={job.id} asked={new Set(list.map((quote) => quote.carrierOrganisationId))} />
                </SectionCard>
              )}
            </>
          );
        }}
      </QueryState>
      <CarrierTermsModal subject={terms} onClose={() => setTerms(null)} />
    </Stack>
  );
}
