import { isHarvestPlanDoc, harvestProgressPercent, type HarvestPlan, type Movement } from '@harvest/domain';
import { Badge, Button, Card, CloseButton, Group, List, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useCropNames } from '../../../lib/reference/use-commodities';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ErrorState } from '../../../ui/error-state';
import { notify } from '../../../ui/notifications/notify';
import { usePageTitle } from '../../../ui/use-page-title';
import { useStorages } from '../api/get-storages';
import { useDeleteHarvestLoad } from '../api/delete-harvest-load';
import { useHarvestPlan } from '../api/get-harvest-plan';
import { useChangeHarvestStatus } from '../api/change-harvest-status';
import { FacetedList } from '../components/faceted-list';
import { useListTexts } from '../components/use-list-texts';
import { HarvestLoadModal } from '../components/harvest-load-modal';
import { HarvestPlanModal } from '../components/harvest-plan-modal';

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Harvest (issue 7; spec platform §4 "harvest: in progress, complete", trading-logistics §5): the harvest plans as
 * a searchable list with facets (crop, year, status, field, farm) in the address, each with its progress against
 * the yield expected, its loads, and the actions to add or delete a load and to complete the harvest.
 */
export function HarvestPage() {
  const { t } = useTranslation();
  usePageTitle(t('inventoryScreens.harvest.title'));
  const units = useUnits();
  const { crop: cropName } = useCropNames();
  const storages = useStorages();
  const [planning, setPlanning] = useState(false);
  const [loadingInto, setLoadingInto] = useState<HarvestPlan | null>(null);
  const today = todayOnDevice();
  const year = Number(today.slice(0, 4));

  const all = storages.data ?? [];
  const fields = all.filter((storage) => storage.type === 'field');
  const stores = all.filter((storage) => storage.type === 'store');
  const planName = (plan: HarvestPlan) =>
    t('inventoryScreens.harvest.planName', {
      field: plan.fieldName,
      crop: cropName(plan.commodityId),
      year: plan.harvestYear,
    });

  const listTexts = useListTexts('inventoryScreens.harvest', (reply) =>
    t('inventoryScreens.harvest.summary', { count: reply.totalDocs, quantity: units.weight(reply.totalYield) }),
  );
  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap="xs" style={{ flex: '1 1 20rem' }}>
          <Title order={1}>{t('inventoryScreens.harvest.title')}</Title>
          <Text>{t('inventoryScreens.harvest.intro')}</Text>
        </Stack>
        <Button onClick={() => setPlanning(true)} disabled={storages.isPending}>
          {t('inventoryScreens.harvest.newPlan')}
        </Button>
      </Group>
      <FacetedList alias="harvest-plans" texts={listTexts}>
        {(docs) => (
          <Stack gap="sm" component="ul" aria-label={t('inventoryScreens.harvest.listLabel')} p={0} m={0}>
            {docs.filter(isHarvestPlanDoc).map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                name={planName(plan)}
                storeName={(id) => all.find((storage) => storage.id === id)?.name ?? ''}
                onAddLoad={() => setLoadingInto(plan)}
              />
            ))}
          </Stack>
        )}
      </FacetedList>
      <HarvestPlanModal opened={planning} onClose={() => setPlanning(false)} fields={fields} harvestYear={year} />
      <HarvestLoadModal
        plan={loadingInto}
        planName={loadingInto ? planName(loadingInto) : ''}
        onClose={() => setLoadingInto(null)}
        stores={stores}
        today={today}
      />
    </Stack>
  );
}

interface PlanCardProps {
  plan: HarvestPlan;
  name: string;
  storeName: (id: string) => string;
  onAddLoad: () => void;
}

/** One harvest: where and what, how far it has come against what was expected, its loads and its actions. */
function PlanCard({ plan, name, storeName, onAddLoad }: PlanCardProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const [showLoads, setShowLoads] = useState(false);
  const status = useChangeHarvestStatus();
  const percent = harvestProgressPercent(plan.actualKg, plan.expectedKg);
  const complete = plan.status === 'complete';

  const changeStatus = async (action: 'complete' | 'reopen') => {
    try {
      await status.mutateAsync({ planId: plan.id, action });
      notify({
        message: t(action === 'complete' ? 'inventoryScreens.harvest.completed' : 'inventoryScreens.harvest.reopened'),
        position: 'floating',
      });
    } catch (error) {
      notify({
        type: 'error',
        position: 'floating',
        message: t('inventoryScreens.harvest.actionFailed', { message: failure(error) }),
      });
    }
  };

  return (
    <Card withBorder padding="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('inventoryScreens.harvest.farm', {
                farm: plan.businessUnitName,
                area: units.area(plan.areaHa ?? 0),
              })}
              {plan.expectedYieldTonnesPerHectare !== null &&
                ` · ${t('inventoryScreens.harvest.expectedYield', {
                  yield: units.yield(plan.expectedYieldTonnesPerHectare),
                })}`}
            </Text>
          </Stack>
          <Badge color={complete ? 'green' : 'blue'} variant="light" tt="none">
            {t(`inventoryScreens.harvest.status.${plan.status}`)}
          </Badge>
        </Group>
        {percent !== null && plan.expectedKg !== null ? (
          <Stack gap={4}>
            <Progress.Root size="lg" radius="sm">
              <Progress.Section
                value={percent}
                color={complete ? 'green' : 'blue'}
                aria-label={t('inventoryScreens.harvest.progressLabel', { name })}
              />
            </Progress.Root>
            <Text size="sm">
              {t('inventoryScreens.harvest.progress', {
                actual: units.weight(plan.actualKg),
                expected: units.weight(plan.expectedKg),
              })}
              {' · '}
              {t('inventoryScreens.harvest.loadCount', { count: plan.loadCount })}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            {t('inventoryScreens.harvest.noExpected', { actual: units.weight(plan.actualKg) })}
            {' · '}
            {t('inventoryScreens.harvest.loadCount', { count: plan.loadCount })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            onClick={onAddLoad}
            disabled={complete}
            aria-label={t('inventoryScreens.harvest.addLoadTo', { name })}
          >
            {t('inventoryScreens.harvest.addLoad')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-expanded={showLoads}
            aria-label={t('inventoryScreens.harvest.showLoadsNamed', { name })}
            onClick={() => setShowLoads((shown) => !shown)}
          >
            {t('inventoryScreens.harvest.showLoads')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color={complete ? 'gray' : 'green'}
            loading={status.isPending}
            aria-label={t(
              complete ? 'inventoryScreens.harvest.reopenNamed' : 'inventoryScreens.harvest.completeNamed',
              { name },
            )}
            onClick={() => void changeStatus(complete ? 'reopen' : 'complete')}
          >
            {t(complete ? 'inventoryScreens.harvest.reopen' : 'inventoryScreens.harvest.complete')}
          </Button>
        </Group>
        {showLoads && <PlanLoads planId={plan.id} open={!complete} storeName={storeName} />}
      </Stack>
    </Card>
  );
}

/** The loads of one harvest, read when opened; an open harvest's loads can be deleted. */
function PlanLoads({ planId, open, storeName }: { planId: string; open: boolean; storeName: (id: string) => string }) {
  const { t } = useTranslation();
  const units = useUnits();
  const detail = useHarvestPlan(planId);
  const remove = useDeleteHarvestLoad();
  const [doomed, setDoomed] = useState<Movement | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (detail.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t('inventoryScreens.harvest.loadsLoading')}</Text>
      </Group>
    );
  }
  if (detail.isError) {
    return (
      <ErrorState
        title={t('inventoryScreens.harvest.loadError')}
        message={detail.error.message}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const loads = detail.data.loads;
  const line = (load: Movement) => ({
    date: load.startDate,
    quantity: units.weight(load.quantityKg),
    store: storeName(load.destinationStorageId ?? ''),
  });

  const confirm = async () => {
    if (!doomed) return;
    setError(null);
    try {
      await remove.mutateAsync({ planId, loadId: doomed.id });
      notify({ message: t('inventoryScreens.harvest.loadDeleted'), position: 'floating' });
      setDoomed(null);
    } catch (failed) {
      setError(failure(failed));
    }
  };

  return (
    <>
      {loads.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('inventoryScreens.harvest.noLoads')}
        </Text>
      ) : (
        <List size="sm" spacing={6} listStyleType="none" aria-label={t('inventoryScreens.harvest.showLoads')}>
          {loads.map((load) => (
            <List.Item key={load.id}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {t('inventoryScreens.harvest.loadLine', line(load))}
                  {load.moisturePercent !== null &&
                    ` · ${t('inventoryScreens.harvest.moisture', { percent: load.moisturePercent })}`}
                  {load.status !== 'complete' &&
                    load.status !== 'reversed' &&
                    ` · ${t('inventoryScreens.harvest.loadPlanned')}`}
                  {load.sampleFileId && ` · ${t('inventoryScreens.harvest.sample')}`}
                </Text>
                {open && (
                  <CloseButton
                    size="sm"
                    aria-label={t('inventoryScreens.harvest.deleteLoad', line(load))}
                    onClick={() => {
                      setError(null);
                      setDoomed(load);
                    }}
                  />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <ConfirmModal
        opened={doomed !== null}
        onClose={() => setDoomed(null)}
        title={t('inventoryScreens.harvest.deleteLoadTitle')}
        error={error}
        errorTitle={t('inventoryScreens.harvest.deleteLoadTitle')}
        keepLabel={t('common.close')}
        confirmLabel={t('inventoryScreens.harvest.deleteLoadConfirm')}
        confirmColour="red"
        confirming={remove.isPending}
        onConfirm={() => void confirm()}
      >
        <Text size="sm">{t('inventoryScreens.harvest.deleteLoadMessage')}</Text>
      </ConfirmModal>
    </>
  );
}
