import type { DriverJob } from '@harvest/domain';
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../../lib/format/use-units';

/** What the driver carries on the job: their allocation of each load, in their weight unit, on which vehicle. */
export function DriverLoads({ job }: { job: DriverJob }) {
  const { t } = useTranslation();
  const units = useUnits();
  if (job.loads.length === 0) return <Text size="sm">{t('driver.noLoads')}</Text>;
  return (
    <List spacing="xs">
      {job.loads.map((load) => (
        <List.Item key={load.loadId}>
          <Text fw={600}>
            {t('driver.load', { reference: load.reference, weight: units.weight(load.allocatedKg) })}
          </Text>
          <Text size="sm" c="dimmed">
            {[
              t('driver.loadVehicle', { vehicle: load.vehicleRegistration }),
              load.trailerReference ? t('driver.loadTrailer', { trailer: load.trailerReference }) : null,
            ]
              .filter(Boolean)
              .join(' ')}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
