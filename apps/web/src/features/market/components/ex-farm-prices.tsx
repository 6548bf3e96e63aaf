import { PRICE_REGIONS, priceRegionName, type ExFarmPrice } from '@harvest/domain';
import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { canAccess, hasOrganisationModule } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { ColumnHeads } from '../../../ui/column-heads';
import { EmptyCard } from '../../../ui/empty-card';
import { QueryState } from '../../../ui/query-state';
import { ScrollRegion } from '../../../ui/scroll-region';
import { useExFarmPrices } from '../api/get-ex-farm-prices';
import { marketPrice } from './market-format';
import { DemoBadge } from './demo-badge';
import { WeekChange } from './week-change';

const regionOrder = (id: string) => PRICE_REGIONS.findIndex((region) => region.id === id);

/**
 * Ex-farm prices (GET /trading/ex-farm): the latest price for grain collected from the farm, for each crop in each
 * region, with its change on the week. Part of the insights upgrade: without it nothing is shown (the regional
 * prices above carry the lock).
 */
export function ExFarmPrices() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  // The route's guard (market.insights): the upgrade and the person's insights permission.
  const unlocked =
    hasOrganisationModule(session, 'trading:insights:grain') && canAccess(session, 'trading.insights.grain', 'read');
  const prices = useExFarmPrices({}, { enabled: unlocked });
  if (!unlocked) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t('market.insights.exFarm.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('market.insights.exFarm.intro')}
      </Text>
      <QueryState
        query={prices}
        loadingLabel={t('market.insights.exFarm.loading')}
        errorTitle={t('market.insights.exFarm.loadError')}
        empty={<EmptyCard title={t('market.insights.exFarm.empty')} hint={t('market.insights.exFarm.emptyHint')} />}
      >
        {(data) => <ExFarmTable prices={data} />}
      </QueryState>
    </Stack>
  );
}

function ExFarmTable({ prices }: { prices: ExFarmPrice[] }) {
  const { t } = useTranslation();
  const { commodity } = useCropNames();
  const rows = [...prices].sort(
    (a, b) =>
      commodity(a.commodityId).localeCompare(commodity(b.commodityId)) || regionOrder(a.region) - regionOrder(b.region),
  );
  const key = (price: ExFarmPrice) => `${price.commodityId}|${price.region}|${price.source}`;
  const caption = t('market.insights.exFarm.caption');
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion label={caption}>
          <Table striped fz="sm" miw={640} captionSide="top">
            <Table.Caption ta="left">{caption}</Table.Caption>
            <ColumnHeads
              scope="col"
              columns={[
                t('market.insights.exFarm.columns.crop'),
                t('market.insights.exFarm.columns.region'),
                t('market.insights.exFarm.columns.date'),
                t('market.insights.exFarm.columns.last'),
                t('market.insights.exFarm.columns.typical'),
                t('market.insights.exFarm.columns.change'),
              ]}
            />
            <Table.Tbody>
              {rows.map((price) => (
                <Table.Tr key={key(price)}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6} wrap="nowrap">
                      {commodity(price.commodityId)}
                      {price.demo && <DemoBadge />}
                    </Group>
                  </Table.Th>
                  <Table.Td>{priceRegionName(price.region)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(price.date)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{marketPrice(price.lastMinor, price.currency)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {marketPrice(price.typicalMinor, price.currency)}
                  </Table.Td>
                  <Table.Td>
                    <WeekChange changeMinor={price.weekChangeMinor} currency={price.currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Stack gap="sm" hiddenFrom="sm">
        <Text size="sm">{caption}</Text>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((price) => (
            <Card key={key(price)} component="li" withBorder padding="sm">
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={600}>
                    {commodity(price.commodityId)}
                  </Text>
                  {price.demo && <DemoBadge />}
                </Group>
                <Text size="sm">
                  {t('market.insights.exFarm.line', {
                    region: priceRegionName(price.region),
                    date: formatCalendarDate(price.date),
                  })}
                </Text>
                <Text size="sm">
                  {t('market.insights.exFarm.figures', {
                    last: marketPrice(price.lastMinor, price.currency),
                    typical: marketPrice(price.typicalMinor, price.currency),
                  })}
                </Text>
                <WeekChange changeMinor={price.weekChangeMinor} currency={price.currency} />
              </Stack>
            </Card>
          ))}
        </Stack>
      </Stack>
    </>
  );
}
