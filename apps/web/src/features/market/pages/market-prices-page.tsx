import { PRICE_KINDS, type PriceSourceSummary } from '@harvest/domain';
import { Box, Card, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateTime } from '../../../lib/format/format-date-time';
import { ColumnHeads } from '../../../ui/column-heads';
import { EmptyCard } from '../../../ui/empty-card';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { ScrollRegion } from '../../../ui/scroll-region';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { usePriceSources } from '../api/get-price-sources';
import { PriceImportForm } from '../components/price-import-form';

/**
 * /inventory/internal/market-prices, the system administrators' price tables (issue 24): every source with its
 * latest import, and the import of a published table (map, check, import).
 */
export function MarketPricesPage() {
  const { t } = useTranslation();
  usePageTitle(t('market.import.title'));
  const sources = usePriceSources();
  return (
    <Stack gap="xl" maw={1000}>
      <PageHeading title={t('market.import.title')} intro={t('market.import.intro')} />
      <SectionCard title={t('market.import.sources.title')}>
        <QueryState
          query={sources}
          loadingLabel={t('market.import.sources.loading')}
          errorTitle={t('market.import.sources.loadError')}
          empty={<EmptyCard title={t('market.import.sources.empty')} hint={t('market.import.sources.emptyHint')} />}
        >
          {(data) => <SourcesList sources={data} />}
        </QueryState>
      </SectionCard>
      <SectionCard title={t('market.import.form.title')}>
        <PriceImportForm sources={sources.data ?? []} />
      </SectionCard>
    </Stack>
  );
}

function SourcesList({ sources }: { sources: PriceSourceSummary[] }) {
  const { t } = useTranslation();
  const caption = t('market.import.sources.caption');
  const kind = (source: PriceSourceSummary) => {
    const fixed = PRICE_KINDS.find((value) => value === source.kind);
    return fixed ? t(`market.insights.kinds.${fixed}`) : t('market.import.sources.mixedKinds');
  };
  const days = (source: PriceSourceSummary) =>
    source.firstDay && source.lastDay
      ? t('market.import.sources.days', {
          from: formatCalendarDate(source.firstDay),
          to: formatCalendarDate(source.lastDay),
        })
      : '—';
  const lastImport = (source: PriceSourceSummary) =>
    source.lastImportAt ? formatDateTime(source.lastImportAt) : t('market.import.sources.never');
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion label={caption}>
          <Table striped fz="sm" miw={620} captionSide="top">
            <Table.Caption ta="left">{caption}</Table.Caption>
            <ColumnHeads
              scope="col"
              columns={[
                t('market.import.sources.columns.source'),
                t('market.import.sources.columns.kind'),
                t('market.import.sources.columns.prices'),
                t('market.import.sources.columns.days'),
                t('market.import.sources.columns.lastImport'),
              ]}
            />
            <Table.Tbody>
              {sources.map((source) => (
                <Table.Tr key={source.source}>
                  <Table.Th scope="row" fw={500}>
                    {source.source}
                  </Table.Th>
                  <Table.Td>{kind(source)}</Table.Td>
                  <Table.Td>{source.prices.toLocaleString('en-GB')}</Table.Td>
                  <Table.Td>{days(source)}</Table.Td>
                  <Table.Td>{lastImport(source)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Stack gap="sm" hiddenFrom="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sources.map((source) => (
          <Card key={source.source} component="li" withBorder padding="sm">
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {source.source}
              </Text>
              <Text size="sm">
                {kind(source)} ·{' '}
                {t('market.import.sources.pricesCount', {
                  count: source.prices,
                  prices: source.prices.toLocaleString('en-GB'),
                })}
              </Text>
              <Text size="sm">{days(source)}</Text>
              <Text size="sm" c="dimmed">
                {t('market.import.sources.columns.lastImport')}: {lastImport(source)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
