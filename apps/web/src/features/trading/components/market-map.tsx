import { postcodeAreaLabel, type MarketListing } from '@harvest/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { LocationMap } from '../../../ui/map/location-map';
import type { MapMarker } from '../../../ui/map/map-view';

/** At most this many references are named beside an area; more are counted. */
const NAMED_MAX = 5;

/**
 * The page's listings gathered by area: one point per area centre, named by its postcode area ('Cambridge (CB)':
 * the post town, the code in brackets) and its listings.
 */
export function areaMarkers(
  listings: readonly MarketListing[],
  describe: (area: string, references: string[]) => string,
): (MapMarker & { references: string[] })[] {
  const byPoint = new Map<string, MapMarker & { references: string[]; area: string }>();
  for (const listing of listings) {
    const { lat, lon, code, name } = listing.area;
    if (lat === null || lon === null) continue;
    const id = `${lat},${lon}`;
    const area = code ? postcodeAreaLabel(code, name) : '';
    const marker = byPoint.get(id) ?? { id, lat, lon, label: '', references: [], area };
    marker.references.push(listing.reference);
    byPoint.set(id, marker);
  }
  return [...byPoint.values()].map(({ area, ...marker }) => ({
    ...marker,
    label: describe(area, marker.references),
  }));
}

/**
 * The market's listings on a map by area (issue 20): each point is the centre of the area the farm lies in, as the
 * API sends it (never the farm, anonymous or not). Its own chunk, fetched when the map view is opened; leaflet is
 * a further chunk of the map kit.
 */
export default function MarketMap({ listings }: { listings: MarketListing[] }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const markers = areaMarkers(listings, (code, references) =>
    references.length <= NAMED_MAX
      ? t('trading.buyer.market.map.area', { count: references.length, code, listings: references.join(', ') })
      : t('trading.buyer.market.map.areaCounted', { count: references.length, code }),
  );
  const unplaced = listings.filter((listing) => listing.area.lat === null || listing.area.lon === null);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('trading.buyer.market.map.hint')}
      </Text>
      {markers.length === 0 ? (
        <Text size="sm">{t('trading.buyer.market.map.noPoints')}</Text>
      ) : (
        <LocationMap
          countryISO={profile?.organisation.countryISO ?? 'GB'}
          label={t('trading.buyer.market.map.label')}
          markers={markers}
          height={420}
          coordinateFields={false}
        />
      )}
      {markers.length > 0 && (
        <List size="sm" aria-label={t('trading.buyer.market.map.areas')}>
          {markers.map((marker) => (
            <List.Item key={marker.id}>{marker.label}</List.Item>
          ))}
        </List>
      )}
      {unplaced.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('trading.buyer.market.map.unplaced', {
            count: unplaced.length,
            references: unplaced.map((listing) => listing.reference).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
