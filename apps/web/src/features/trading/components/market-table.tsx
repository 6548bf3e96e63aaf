import { enumTermName, postcodeAreaLabel, type MarketListing } from '@harvest/domain';
import { Anchor, Box, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { useNow } from '../../../lib/server-clock/use-now';
import { CardList } from '../../../ui/card-list';
import { ColumnHeads } from '../../../ui/column-heads';
import { ScrollRegion } from '../../../ui/scroll-region';
import { countdownText } from '../../../ui/countdown';
import { formatMonths } from './format-month';
import { formatPricePerTonne, formatTonnesRange } from './trading-format';

/** Where a row leads: the buyer's offer when there is one, else the offer form. */
const listingPath = (listing: MarketListing) =>
  listing.myBidId ? paths.bidDetail(listing.myBidId) : paths.createBid(listing.id);

/** The words of one listing's cells, shared by the table and the phone's rows. */
function useCells() {
  const { t } = useTranslation();
  const { crop, grade } = useCropNames();
  const units = useUnits();
  const now = useNow();
  return (listing: MarketListing) => ({
    crop: [crop(listing.commodityId), grade(listing.commodityId, listing.commodityItemId), listing.variety]
      .filter(Boolean)
      .join(' · '),
    tonnage: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
    movement: formatMonths(listing.movementMonths),
    price:
      listing.guidePrice === null
        ? t('trading.buyer.listing.noGuidePrice')
        : formatPricePerTonne(listing.guidePrice, listing.currency),
    area:
      [listing.collection.city, listing.area.code && postcodeAreaLabel(listing.area.code, listing.area.name)]
        .filter(Boolean)
        .join(', ') || t('trading.buyer.listing.notGiven'),
    distance: listing.distanceKm === null ? '–' : units.distance(listing.distanceKm),
    // The short words, so the column stays narrow: 'Delivered IP33 3BA', 'Ex-farm'.
    haulage: [enumTermName(listing.haulage), listing.haulage === 'delivered' ? listing.deliveryPostcode : null]
      .filter(Boolean)
      .join(' '),
    assurance:
      [
        listing.farmAssured && t('trading.buyer.market.table.farmAssured'),
        listing.tasccAssured && t('trading.buyer.market.table.tascc'),
      ]
        .filter(Boolean)
        .join(', ') || t('trading.buyer.market.table.noAssurance'),
    timeLeft: countdownText(new Date(listing.reviewAt).getTime() - now, t) ?? t('trading.buyer.market.closed'),
  });
}

/**
 * The market as a dense table, one row a listing with what a merchant scans: crop and grade, tonnage, months, guide
 * price, area, distance, haulage, assurance and the time left to offer. Below the tablet width it becomes a list of
 * compact rows that show the same, so nothing is cut off at the side.
 */
export function MarketTable({ listings }: { listings: MarketListing[] }) {
  const { t } = useTranslation();
  const cellsOf = useCells();
  const columns = [
    t('trading.buyer.market.table.listing'),
    t('trading.buyer.market.table.crop'),
    { label: t('trading.buyer.market.table.tonnage'), style: { whiteSpace: 'nowrap' as const } },
    t('trading.buyer.market.table.movement'),
    t('trading.buyer.market.table.guidePrice'),
    t('trading.buyer.market.table.area'),
    t('trading.buyer.market.table.distance'),
    t('trading.buyer.market.table.haulage'),
    t('trading.buyer.market.table.assurance'),
    t('trading.buyer.market.table.timeLeft'),
  ];
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollRegion label={t('trading.buyer.market.table.label')}>
          <Table
            striped
            highlightOnHover
            fz="sm"
            miw={980}
            verticalSpacing={6}
            aria-label={t('trading.buyer.market.table.label')}
          >
            <ColumnHeads scope="col" columns={columns} />
            <Table.Tbody>
              {listings.map((listing) => {
                const cells = cellsOf(listing);
                return (
                  <Table.Tr key={listing.id}>
                    <Table.Th scope="row" fw={500} style={{ whiteSpace: 'nowrap' }}>
                      <Anchor component={Link} to={listingPath(listing)} size="sm">
                        {listing.reference}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{cells.crop}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.tonnage}</Table.Td>
                    <Table.Td>{cells.movement}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.price}</Table.Td>
                    <Table.Td>{cells.area}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.distance}</Table.Td>
                    <Table.Td>{cells.haulage}</Table.Td>
                    <Table.Td>{cells.assurance}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{cells.timeLeft}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>
      <Box hiddenFrom="sm" aria-label={t('trading.buyer.market.table.label')} role="group">
        <CardList items={listings} keyOf={(listing) => listing.id} dense>
          {(listing) => {
            const cells = cellsOf(listing);
            return (
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Anchor component={Link} to={listingPath(listing)} size="sm" fw={600} style={{ minWidth: 0 }}>
                    {listing.reference} · {cells.crop}
                  </Anchor>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {cells.timeLeft}
                  </Text>
                </Group>
                <Text size="sm">
                  {cells.tonnage} · {cells.price}
                </Text>
                <Text size="sm" c="dimmed">
                  {cells.movement} · {cells.area}
                  {listing.distanceKm === null ? '' : ` · ${cells.distance}`}
                </Text>
                <Text size="sm" c="dimmed">
                  {cells.haulage} · {cells.assurance}
                </Text>
              </Stack>
            );
          }}
        </CardList>
      </Box>
    </>
  );
}
