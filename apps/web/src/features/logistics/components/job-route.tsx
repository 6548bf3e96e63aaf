import type { Coordinates, JobRouteView } from '@harvest/domain';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { LocationMap } from '../../../ui/map/location-map';
import type { MapMarker } from '../../../ui/map/map-view';
import { formatDuration } from './job-format';

interface JobRouteProps {
  /** The stops placed so far, in order: numbered on the map. */
  stops: readonly { name: string; lat: number | null; lon: number | null }[];
  route: JobRouteView | null;
  /** Given, a click on the map places the stop being edited. */
  onPick?: (coords: Coordinates) => void;
  height?: number;
  /** A driven job's vehicle and its trail (the job page's live tracking). */
  vehicle?: MapMarker | null;
  trail?: Coordinates[];
}

/**
 * A job's route (issue 22): its stops on the map, the route's line, its distance and driving time, and plainly when
 * it is an estimate (no routing service: straight lines with a road allowance).
 */
export function JobRoute({ stops, route, onPick, height, vehicle, trail }: JobRouteProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const markers: MapMarker[] = stops.flatMap((stop, index) =>
    stop.lat !== null && stop.lon !== null
      ? [{ id: `stop-${index}`, label: `${index + 1}. ${stop.name}`, lat: stop.lat, lon: stop.lon }]
      : [],
  );
  const line = route?.geometry.map(([lon, lat]) => ({ lat, lon }));
  return (
    <Stack gap="sm">
      <LocationMap
        countryISO="GB"
        label={t('jobs.route.map')}
        markers={markers}
        {...(line ? { route: line } : {})}
        {...(onPick ? { onChange: onPick, coordinateFields: false } : {})}
        {...(height ? { height } : {})}
        {...(vehicle ? { vehicle } : {})}
        {...(trail ? { trail } : {})}
      />
      {route ? (
        <>
          <Group gap="lg">
            <Text size="sm">
              {t('jobs.route.distance')}: <strong>{units.distance(route.distanceMetres / 1000)}</strong>
            </Text>
            <Text size="sm">
              {t('jobs.route.duration')}: <strong>{formatDuration(t, route.durationSeconds)}</strong>
            </Text>
          </Group>
          {route.estimate ? (
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm">{t('jobs.route.estimate')}</Text>
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {t('jobs.route.routed', { provider: route.provider })}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('jobs.route.none')}
        </Text>
      )}
    </Stack>
  );
}
