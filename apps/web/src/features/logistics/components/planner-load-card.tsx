import type { PlannerDriver, PlannerLoad } from '@harvest/domain';
import { Anchor, Button, Card, Group, List, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { paths } from '../../../lib/paths';
import { notify } from '../../../ui/notifications/notify';
import { useChangeAllocationDriver, useMarkOverAllocation, useRemoveAllocation } from '../api/allocate-load';
import { LoadStatusBadge } from './load-status-badge';

/** What a drag carries: the load's id, under the planner's own type so nothing else can be dropped on a vehicle. */
export const LOAD_DRAG_TYPE = 'application/x-harvest-load';

interface Props {
  load: PlannerLoad;
  /** The carrier's drivers, to give an allocation to another. */
  drivers: PlannerDriver[];
  onAllocate: (load: PlannerLoad) => void;
  /** Drag and drop where the device has a pointer that drags; the Allocate button everywhere. */
  draggable: boolean;
  /** The caller may change the plan (logistics.carrier write); a driver reads it only. */
  canPlan: boolean;
}

/**
 * One load of the planner: its reference and job (a link to the job's page), what is allocated of its weight and what is left, its status (an
 * over-allocated load marked in red, with by how much), its allocations with a way to remove each, and the switch
 * that lets it be over-allocated.
 */
export function PlannerLoadCard({ load, drivers, onAllocate, draggable, canPlan }: Props) {
  const { t } = useTranslation();
  const units = useUnits();
  const remove = useRemoveAllocation();
  const mark = useMarkOverAllocation();
  const reassign = useChangeAllocationDriver();
  const over = load.allocatedKg - load.weightKg;

  const removeOne = (allocationId: string) =>
    remove.mutate(
      { loadId: load.id, allocationId },
      {
        onSuccess: () => notify({ message: t('planner.loads.removed'), position: 'floating' }),
        onError: (error) => notify({ message: error.message, position: 'floating', type: 'error' }),
      },
    );
  // After a re-route the API allows this only within its 72 hours, and says so (§9).
  const changeDriver = (allocationId: string, driverId: string) =>
    reassign.mutate(
      { loadId: load.id, allocationId, driverId },
      {
        onSuccess: () => notify({ message: t('planner.loads.driverChanged'), position: 'floating' }),
        onError: (error) => notify({ message: error.message, position: 'floating', type: 'error' }),
      },
    );
  const toggle = (allowed: boolean) =>
    mark.mutate(
      { loadId: load.id, allowed },
      {
        onSuccess: () =>
          notify({
            message: t(allowed ? 'planner.loads.marked' : 'planner.loads.unmarked', { reference: load.reference }),
            position: 'floating',
          }),
        onError: (error) => notify({ message: error.message, position: 'floating', type: 'error' }),
      },
    );

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={load.reference}
      draggable={canPlan && draggable && (load.remainingKg > 0 || load.overAllocationAllowed)}
      onDragStart={(event) => {
        event.dataTransfer.setData(LOAD_DRAG_TYPE, load.id);
        event.dataTransfer.effectAllowed = 'copy';
      }}
      style={{
        cursor: draggable ? 'grab' : undefined,
        borderColor: over > 0 ? 'var(--mantine-color-red-7)' : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{load.reference}</Text>
            <Text size="sm" c="dimmed">
              {/* The booked job with its route and loads, a click away; underlined, not told by colour alone (axe). */}
              <Anchor component={Link} to={paths.logisticsJob(load.jobId)} size="sm" underline="always">
                {t('planner.loads.job', { reference: load.jobReference })}
              </Anchor>
              {load.plannedDate ? ` · ${t('planner.loads.due', { day: formatCalendarDate(load.plannedDate) })}` : ''}
            </Text>
          </Stack>
          <LoadStatusBadge state={load.status} />
        </Group>
        <Text size="sm">
          {t('planner.loads.weights', {
            allocated: units.weight(load.allocatedKg),
            weight: units.weight(load.weightKg),
          })}
          {load.remainingKg > 0
            ? ` · ${t('planner.loads.remaining', { remaining: units.weight(load.remainingKg) })}`
            : ''}
        </Text>
        {over > 0 && (
          <Text size="sm" fw={700} c="red.9">
            {t('planner.loads.overAllocated', { over: units.weight(over) })}
          </Text>
        )}
        {load.allocations.length > 0 && (
          <List size="sm" spacing={4} aria-label={t('planner.loads.allocationsLabel', { reference: load.reference })}>
            {load.allocations.map((allocation) => (
              <List.Item key={allocation.id}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Text size="sm" style={{ flex: 1 }}>
                    {t('planner.loads.allocationLine', {
                      weight: units.weight(allocation.weightKg),
                      registration: allocation.registration,
                      driver: allocation.driverName,
                      day: formatCalendarDate(allocation.day),
                    })}
                  </Text>
                  {canPlan && drivers.length > 1 && (
                    <NativeSelect
                      size="xs"
                      style={{ flexShrink: 0 }}
                      aria-label={t('planner.loads.driverLabel', {
                        weight: units.weight(allocation.weightKg),
                        registration: allocation.registration,
                        reference: load.reference,
                      })}
                      value={allocation.driverId}
                      disabled={reassign.isPending}
                      data={drivers.map((each) => ({ value: each.id, label: each.name }))}
                      onChange={(event) => changeDriver(allocation.id, event.currentTarget.value)}
                    />
                  )}
                  {canPlan && (
                    <Button
                      size="compact-xs"
                      variant="default"
                      style={{ flexShrink: 0 }}
                      loading={remove.isPending && remove.variables.allocationId === allocation.id}
                      aria-label={t('planner.loads.removeLabel', {
                        weight: units.weight(allocation.weightKg),
                        registration: allocation.registration,
                        reference: load.reference,
                      })}
                      onClick={() => removeOne(allocation.id)}
                    >
                      {t('planner.loads.remove')}
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {canPlan && (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Switch
              size="sm"
              label={t('planner.loads.overAllocation')}
              description={t('planner.loads.overAllocationHint')}
              checked={load.overAllocationAllowed}
              disabled={mark.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
            <Button
              size="sm"
              onClick={() => onAllocate(load)}
              disabled={load.remainingKg === 0 && !load.overAllocationAllowed}
              aria-label={t('planner.loads.allocateLabel', { reference: load.reference })}
            >
              {t('planner.loads.allocate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
