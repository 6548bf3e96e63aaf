import { allocationCreateSchema, type PlannerDay, type PlannerLoad } from '@harvest/domain';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format/format-date-time';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { useComboboxPlacement } from '../../../ui/combobox-placement';
import { subjectFormDialog, useFormSend, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { NumberInput } from '../../../ui/number-input';
import { notify } from '../../../ui/notifications/notify';
import { useAllocateLoad } from '../api/allocate-load';

interface AllocateProps extends DoneProps {
  load: PlannerLoad;
  planner: PlannerDay;
  /** The vehicle the load was dropped on, chosen already. */
  vehicleId?: string | null;
}

/**
 * The pick flow (and what a drop opens, and the keyboard's way to allocate): a vehicle, a driver, a trailer if any,
 * and the weight in the person's unit, the rest of the load when left empty. The API refuses more than is left of a
 * load not marked for over-allocation, in §5's words.
 */
export const AllocateModal = subjectFormDialog('load', AllocateForm, (t, { load }) =>
  t('planner.allocate.title', { reference: load?.reference ?? '' }),
);

function AllocateForm({ load, planner, vehicleId, onDone }: AllocateProps) {
  const { t } = useTranslation();
  const units = useUnits();
  const weight = useWeightEntry();
  const placement = useComboboxPlacement();
  const allocate = useAllocateLoad();
  const [tried, setTried] = useState(false);
  const [vehicle, setVehicle] = useState<string | null>(vehicleId ?? null);
  const [driver, setDriver] = useState<string | null>(
    planner.drivers.length === 1 ? (planner.drivers[0]?.id ?? null) : null,
  );
  const [trailer, setTrailer] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | ''>('');

  const body = allocationCreateSchema.safeParse({
    vehicleId: vehicle ?? '',
    driverId: driver ?? '',
    trailerId: trailer,
    day: planner.day,
    ...(amount === '' ? {} : { weightKg: weight.toKg(amount) }),
  });
  const weightIssue = body.success ? undefined : body.error.issues.find((issue) => issue.path[0] === 'weightKg');

  const { onSubmit, error, kept } = useFormSend(async () => {
    setTried(true);
    if (!body.success) return;
    await allocate.mutateAsync({ loadId: load.id, body: body.data });
    notify({ message: t('planner.allocate.done', { reference: load.reference }), position: 'floating' });
    onDone();
  });

  return (
    <FormModal.Form
      onSubmit={onSubmit}
      error={error}
      kept={kept}
      pending={allocate.isPending}
      submitLabel={t('planner.allocate.save')}
      intro={
        <Text size="sm">
          {t('planner.allocate.intro', {
            remaining: units.weight(load.remainingKg),
            weight: units.weight(load.weightKg),
            day: formatCalendarDate(planner.day),
          })}
        </Text>
      }
    >
      <Select
        label={t('planner.allocate.vehicle')}
        data={planner.vehicles.map((each) => ({
          value: each.id,
          label: each.overCapacity
            ? t('planner.allocate.vehicleOptionOver', { registration: each.registration })
            : t('planner.allocate.vehicleOption', {
                registration: each.registration,
                spare: units.weight(each.spareKg),
              }),
        }))}
        value={vehicle}
        onChange={setVehicle}
        error={tried && !vehicle ? t('planner.allocate.vehicleNeeded') : undefined}
        comboboxProps={placement}
        required
        withAsterisk={false}
      />
      <Select
        label={t('planner.allocate.driver')}
        data={planner.drivers.map((each) => ({ value: each.id, label: each.name }))}
        value={driver}
        onChange={setDriver}
        error={tried && !driver ? t('planner.allocate.driverNeeded') : undefined}
        comboboxProps={placement}
        required
        withAsterisk={false}
      />
      {planner.trailers.length > 0 && (
        <Select
          label={t('planner.allocate.trailer')}
          data={planner.trailers.map((each) => ({ value: each.id, label: each.reference }))}
          value={trailer}
          onChange={setTrailer}
          placeholder={t('planner.allocate.noTrailer')}
          clearable
          comboboxProps={placement}
        />
      )}
      <NumberInput
        label={t('planner.allocate.weight', { unit: weight.symbol })}
        description={t('planner.allocate.weightHint')}
        placeholder={String(weight.fromKg(load.remainingKg))}
        value={amount}
        onChange={(value) => setAmount(typeof value === 'number' ? value : '')}
        min={0}
        decimalScale={3}
        error={tried ? weightIssue?.message : undefined}
      />
    </FormModal.Form>
  );
}
