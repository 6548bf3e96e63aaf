import type { PlannerDriver } from '@harvest/domain';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';

/** The carrier's drivers on the day: what each carries and on which vehicle (§6 'assign loads to drivers'). */
export function PlannerDrivers({ drivers }: { drivers: PlannerDriver[] }) {
  const { t } = useTranslation();
  const units = useUnits();
  return (
    <Stack gap="xs">
      {drivers.map((driver) => (
        <Card withBorder padding="sm" key={driver.id} component="article" aria-label={driver.name}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700}>{driver.name}</Text>
            <Text size="sm">{t('planner.drivers.total', { weight: units.weight(driver.allocatedKg) })}</Text>
          </Group>
          {driver.allocations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('planner.drivers.nothing')}
            </Text>
          ) : (
            driver.allocations.map((allocation) => (
              <Text size="sm" key={allocation.id}>
                {allocation.loadReference} · {units.weight(allocation.weightKg)} · {allocation.registration}
              </Text>
            ))
          )}
        </Card>
      ))}
    </Stack>
  );
}
