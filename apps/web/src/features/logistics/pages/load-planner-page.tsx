import { type PlannerDay, type PlannerLoad } from '@harvest/domain';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { canAccess } from '../../../lib/session/session-selectors';
import { useSession } from '../../../lib/session/use-session';
import { EmptyCard } from '../../../ui/empty-card';
import { PageHeading } from '../../../ui/page-heading';
import { QueryState } from '../../../ui/query-state';
import { SectionCard } from '../../../ui/section-card';
import { usePageTitle } from '../../../ui/use-page-title';
import { usePlannerDay } from '../api/get-planner-day';
import { AllocateModal } from '../components/allocate-modal';
import { PlannerDrivers } from '../components/planner-drivers';
import { PlannerLoadCard } from '../components/planner-load-card';
import { PlannerVehicleCard } from '../components/planner-vehicle-card';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day moved by whole days (UTC arithmetic on the date alone, so no clock change shifts it). */
function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/**
 * /logistics/planner (issue 22, trading-logistics §2 'load planner'): the carrier's day, today by the server's clock
 * unless the address names one. Loads to allocate on one side, vehicles (capacity bars) and drivers on the other; a
 * load is allocated by its Allocate button (the pick flow, for keyboard and screen reader too) or by dragging it onto
 * a vehicle. On a phone one column: the loads, then the vehicles and drivers.
 */
export function LoadPlannerPage() {
  const { t } = useTranslation();
  usePageTitle(t('planner.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && DAY_PATTERN.test(asked) ? asked : null;
  const planner = usePlannerDay(day);
  const dragging = useMediaQuery('(pointer: fine)') ?? false;
  const canPlan = canAccess(useSession(), 'logistics.carrier', 'write');
  const [picking, setPicking] = useState<{ load: PlannerLoad; vehicleId: string | null } | null>(null);
  const setDay = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('day', next);
        else updated.delete('day');
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeading title={t('planner.title')} intro={t(canPlan ? 'planner.intro' : 'planner.readOnly')} />
      <QueryState query={planner} errorTitle={t('planner.loadError')} loadingLabel={t('planner.loading')}>
        {(data: PlannerDay) => (
          <Stack gap="lg">
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Button variant="default" onClick={() => setDay(shiftDay(data.day, -1))}>
                {t('planner.day.previous')}
              </Button>
              <TextInput
                type="date"
                label={t('planner.day.label')}
                value={data.day}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (DAY_PATTERN.test(value)) setDay(value);
                }}
              />
              <Button variant="default" onClick={() => setDay(shiftDay(data.day, 1))}>
                {t('planner.day.next')}
              </Button>
              <Button variant="subtle" onClick={() => setDay(null)} disabled={day === null}>
                {t('planner.day.today')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SectionCard
                title={t('planner.loads.title')}
                intro={`${t('planner.day.showing', { day: formatCalendarDate(data.day) })}. ${t('planner.loads.intro')}`}
              >
                {data.loads.length === 0 ? (
                  <EmptyCard title={t('planner.loads.empty')} hint={t('planner.loads.emptyHint')} />
                ) : (
                  <Stack gap="sm">
                    {data.loads.map((load) => (
                      <PlannerLoadCard
                        key={load.id}
                        load={load}
                        drivers={data.drivers}
                        draggable={dragging}
                        canPlan={canPlan}
                        onAllocate={(chosen) => setPicking({ load: chosen, vehicleId: null })}
                      />
                    ))}
                  </Stack>
                )}
              </SectionCard>
              <Stack gap="lg">
                <SectionCard title={t('planner.vehicles.title')} intro={t('planner.vehicles.intro')}>
                  {data.vehicles.length === 0 ? (
                    <EmptyCard title={t('planner.vehicles.empty')} hint={t('planner.vehicles.emptyHint')} />
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                      {data.vehicles.map((vehicle) => (
                        <PlannerVehicleCard
                          key={vehicle.id}
                          vehicle={vehicle}
                          onDropLoad={
                            canPlan
                              ? (loadId, vehicleId) => {
                                  const load = data.loads.find((each) => each.id === loadId);
                                  if (load) setPicking({ load, vehicleId });
                                }
                              : null
                          }
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </SectionCard>
                <SectionCard title={t('planner.drivers.title')}>
                  {data.drivers.length === 0 ? (
                    <EmptyCard title={t('planner.drivers.empty')} hint={t('planner.drivers.emptyHint')} />
                  ) : (
                    <PlannerDrivers drivers={data.drivers} />
                  )}
                </SectionCard>
              </Stack>
            </SimpleGrid>
            <AllocateModal
              load={picking?.load ?? null}
              vehicleId={picking?.vehicleId ?? null}
              planner={data}
              onClose={() => setPicking(null)}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
