import type { PlannerVehicle } from '@harvest/domain';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnits } from '../../../lib/format/use-units';
import { LOAD_DRAG_TYPE } from './planner-load-card';

interface Props {
  vehicle: PlannerVehicle;
  /** A load dropped on the vehicle: the pick flow opens with the vehicle chosen. Null: nothing may be dropped. */
  onDropLoad: ((loadId: string, vehicleId: string) => void) | null;
}

/**
 * A vehicle on the day: its capacity bar (allocated against payload; red and said in words when over capacity) and
 * what it carries. A load dragged from the list can be dropped on it; the same is done from the load's Allocate
 * button with the keyboard or a screen reader.
 */
export function PlannerVehicleCard({ vehicle, onDropLoad }: Props) {
  const { t } = useTranslation();
  const units = useUnits();
  const [dragOver, setDragOver] = useState(false);
  const share = vehicle.payloadKg > 0 ? Math.min(100, (vehicle.allocatedKg / vehicle.payloadKg) * 100) : 100;
  const capacity = t('planner.vehicles.capacity', {
    allocated: units.weight(vehicle.allocatedKg),
    payload: units.weight(vehicle.payloadKg),
  });
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={vehicle.registration}
      title={onDropLoad ? t('planner.vehicles.dropHere', { registration: vehicle.registration }) : undefined}
      onDragOver={(event) => {
        if (!onDropLoad || !event.dataTransfer.types.includes(LOAD_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={(event) => {
        setDragOver(false);
        const loadId = event.dataTransfer.getData(LOAD_DRAG_TYPE);
        if (!loadId || !onDropLoad) return;
        event.preventDefault();
        onDropLoad(loadId, vehicle.id);
      }}
      style={{
        borderColor: dragOver
          ? 'var(--mantine-color-blue-7)'
          : vehicle.overCapacity
            ? 'var(--mantine-color-red-7)'
            : undefined,
        borderWidth: dragOver ? 2 : undefined,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap={4}>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {vehicle.registration}
          </Text>
          {vehicle.overCapacity ? (
            <Badge color="red.9" variant="filled">
              {t('planner.vehicles.overCapacity')}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t('planner.vehicles.spare', { spare: units.weight(vehicle.spareKg) })}
            </Text>
          )}
        </Group>
        <Progress
          value={share}
          color={vehicle.overCapacity ? 'red.9' : 'teal.8'}
          size="lg"
          aria-label={t('planner.vehicles.capacityLabel', {
            registration: vehicle.registration,
            allocated: units.weight(vehicle.allocatedKg),
            payload: units.weight(vehicle.payloadKg),
          })}
        />
        <Text size="sm">{capacity}</Text>
        {vehicle.allocations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planner.vehicles.nothing')}
          </Text>
        ) : (
          vehicle.allocations.map((allocation) => (
            <Text size="sm" key={allocation.id}>
              {allocation.loadReference} · {units.weight(allocation.weightKg)} · {allocation.driverName}
            </Text>
          ))
        )}
      </Stack>
    </Card>
  );
}
