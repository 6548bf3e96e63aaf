import {
  amountMovedIssue,
  bulkGroupIssue,
  bulkStorageIssue,
  movementCreateSchema,
  withMovementDate,
  type MovementCreate,
  type StockRecord,
} from '@harvest/domain';
import { Checkbox, MultiSelect, NumberInput, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { isApiError } from '../../../lib/api/api-error';
import { useUnits } from '../../../lib/format/use-units';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { notify } from '../../../ui/notifications/notify';
import { useMovementConflicts } from '../api/check-movement-conflicts';
import { AttachedFile, type Attached } from './attached-file';
import { ConflictsNotice } from './conflicts-notice';
import { useLotDescription } from './lot-label';
import { useRecords } from '../api/get-records';
import { useStorages } from '../api/get-storages';
import { useCreateMovement } from '../api/create-movement';
import { joinQueries, QueryState } from '../../../ui/query-state';
import { FormModal } from '../../../ui/form-modal';
import { mutationFormState } from '../../../ui/form-dialog';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { useComboboxPlacement } from '../../../ui/combobox-placement';

/** How long the form waits after typing before asking the server about conflicts. */
const CONFLICT_CHECK_DELAY_MS = 400;

type Kind = 'internal' | 'outbound';

interface Draft {
  kind: Kind;
  date: string;
  recordIds: string[];
  /** Per record, in the person's unit; '' while empty. */
  amounts: Record<string, number | ''>;
  total: number | '';
  destinationStorageId: string | null;
  destinationName: string;
  planned: boolean;
  reference: string;
}

/**
 * A movement of one or more stock records at once (spec §5, trading-logistics §5): between the farm's stores and
 * fields, or off the farm. The records must be one crop, and all from stores or all from fields; the amount moved
 * must equal the total selected. The server's conflicts (crop clash, shortfall, over capacity) show as the person
 * types, and changing the date clears the records and destination chosen.
 */
export const BulkMovementModal = formDialog(BulkMovementForm, (t) => t('inventoryScreens.bulkMove.title'));

function BulkMovementForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const records = useRecords();
  const storages = useStorages();
  return (
    <QueryState query={joinQueries(records, storages)} errorTitle={t('inventoryScreens.movements.loadError')}>
      {([recordList, storageList]) => <DraftForm records={recordList} storages={storageList} onDone={onDone} />}
    </QueryState>
  );
}

function DraftForm({
  records,
  storages,
  onDone,
}: {
  records: StockRecord[];
  storages: { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const placement = useComboboxPlacement();
  const units = useUnits();
  const weight = useWeightEntry();
  const lot = useLotDescription();
  const create = useCreateMovement();
  const [dateCleared, setDateCleared] = useState(false);
  // Issues show once the person has tried to save: an empty form is not a wrong one.
  const [tried, setTried] = useState(false);
  const [weighbridge, setWeighbridge] = useState<Attached | null>(null);
  const [sample, setSample] = useState<Attached | null>(null);
  const [draft, setDraft] = useState<Draft>({
    kind: 'internal',
    date: todayOnDevice(),
    recordIds: [],
    amounts: {},
    total: '',
    destinationStorageId: null,
    destinationName: '',
    planned: false,
    reference: '',
  });
  const update = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDateCleared(false);
  };

  const chosen = draft.recordIds
    .map((id) => records.find((record) => record.id === id))
    .filter((record): record is StockRecord => record !== undefined);
  const kg = (value: number | '' | undefined) =>
    value === '' || value === undefined ? Number.NaN : weight.toKg(value);
  const selectedKg = chosen.reduce((sum, record) => sum + (kg(draft.amounts[record.id]) || 0), 0);
  const mixIssues = [
    bulkGroupIssue(chosen.map((record) => record.commodityId)),
    bulkStorageIssue(chosen.map((record) => record.storageType)),
  ].filter((issue): issue is string => issue !== null);

  const toBody = (): unknown => {
    const common = {
      status: draft.planned ? 'planned' : 'complete',
      sources: chosen.map((record) => ({ recordId: record.id, quantityKg: kg(draft.amounts[record.id]) })),
      quantityKg: kg(draft.total),
      startDate: draft.date,
      reference: draft.reference.trim() || null,
      weighbridgeFileId: weighbridge?.id ?? null,
      sampleFileId: sample?.id ?? null,
    };
    return draft.kind === 'internal'
      ? { type: 'internal', destinationStorageId: draft.destinationStorageId ?? '', ...common }
      : { type: 'outbound', destinationName: draft.destinationName.trim() || null, ...common };
  };
  const parsed = movementCreateSchema.safeParse(toBody());
  const schemaIssue = (path: string) =>
    parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path.join('.') === path)?.message;
  const issueAt = (path: string) => (tried ? schemaIssue(path) : undefined);
  const [checked] = useDebouncedValue<MovementCreate | null>(
    parsed.success && mixIssues.length === 0 ? parsed.data : null,
    CONFLICT_CHECK_DELAY_MS,
  );
  const conflicts = useMovementConflicts(checked);
  const found = conflicts.data ?? [];
  // The amount against the total selected, said in the person's unit (the schema's own message is in tonnes).
  const totalIssue =
    draft.total !== '' && chosen.length > 0
      ? (amountMovedIssue(kg(draft.total), selectedKg, weight.unit, units.locale) ?? schemaIssue('quantityKg'))
      : issueAt('quantityKg');
  const serverIssue = (field: string) =>
    isApiError(create.error) ? create.error.validation.find((issue) => issue.field === field)?.message : undefined;

  const changeDate = (date: string) => {
    const next = withMovementDate(
      { date: draft.date, sourceIds: draft.recordIds, destinationId: draft.destinationStorageId },
      date,
    );
    const cleared = next.sourceIds.length === 0 && (draft.recordIds.length > 0 || draft.destinationStorageId !== null);
    setDraft((current) => ({
      ...current,
      date,
      recordIds: [...next.sourceIds],
      destinationStorageId: next.destinationId,
      amounts: cleared ? {} : current.amounts,
    }));
    setDateCleared(cleared);
  };

  const chooseRecords = (ids: string[]) => {
    const amounts: Record<string, number | ''> = {};
    for (const id of ids) {
      const record = records.find((each) => each.id === id);
      amounts[id] = draft.amounts[id] ?? (record ? weight.fromKg(record.quantityKg) : '');
    }
    const total = ids.reduce((sum, id) => sum + (kg(amounts[id]) || 0), 0);
    update({ recordIds: ids, amounts, total: total > 0 ? weight.fromKg(total) : '' });
  };

  const submit = () => {
    setTried(true);
    if (!parsed.success || mixIssues.length > 0 || found.length > 0) return;
    create.mutate(parsed.data, {
      onSuccess: () => {
        notify({ message: t('inventoryScreens.bulkMove.saved'), position: 'floating' });
        onDone();
      },
    });
  };

  /** A text box of the draft: its value, its changes and its issue. */
  const textField = (name: 'destinationName' | 'reference') => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [name]: event.currentTarget.value }),
    error: issueAt(name),
  });
  const sourceIds = new Set(chosen.map((record) => record.storageId));
  return (
    <FormModal.Form
      onSubmit={submit}
      {...mutationFormState(create)}
      submitLabel={t('inventoryScreens.bulkMove.save')}
      submitDisabled={mixIssues.length > 0 || found.length > 0}
    >
      <SegmentedControl
        aria-label={t('inventoryScreens.bulkMove.type')}
        fullWidth
        value={draft.kind}
        onChange={(value) => update({ kind: value === 'outbound' ? 'outbound' : 'internal' })}
        data={[
          { value: 'internal', label: t('inventoryScreens.bulkMove.types.internal') },
          { value: 'outbound', label: t('inventoryScreens.bulkMove.types.outbound') },
        ]}
      />
      <TextInput
        type="date"
        label={t('inventoryScreens.bulkMove.date')}
        value={draft.date}
        onChange={(event) => changeDate(event.currentTarget.value)}
        error={issueAt('startDate')}
      />
      {dateCleared && (
        <Text size="sm" role="status" c="dimmed">
          {t('inventoryScreens.bulkMove.dateChanged')}
        </Text>
      )}
      <MultiSelect
        label={t('inventoryScreens.bulkMove.records')}
        description={t('inventoryScreens.bulkMove.recordsHint')}
        searchable
        comboboxProps={placement}
        value={draft.recordIds}
        onChange={chooseRecords}
        data={records
          .filter((record) => record.quantityKg > 0)
          .map((record) => ({
            value: record.id,
            label: lot(record).line,
          }))}
        error={mixIssues[0] ?? (draft.recordIds.length > 0 ? undefined : issueAt('sources'))}
      />
      {chosen.map((record, index) => (
        <NumberInput
          key={record.id}
          label={t('inventoryScreens.bulkMove.recordQuantity', {
            record: [lot(record).name, lot(record).kind, record.storageName].filter(Boolean).join(', '),
            unit: weight.symbol,
          })}
          description={t('inventoryScreens.bulkMove.available', { quantity: units.weight(record.quantityKg) })}
          decimalScale={3}
          min={0}
          value={draft.amounts[record.id] ?? ''}
          onChange={(value) =>
            update({ amounts: { ...draft.amounts, [record.id]: typeof value === 'number' ? value : '' } })
          }
          error={issueAt(`sources.${index}.quantityKg`)}
        />
      ))}
      <NumberInput
        label={t('inventoryScreens.bulkMove.total', { unit: weight.symbol })}
        description={t('inventoryScreens.bulkMove.totalHint', { quantity: units.weight(selectedKg) })}
        decimalScale={3}
        min={0}
        value={draft.total}
        onChange={(value) => update({ total: typeof value === 'number' ? value : '' })}
        // The amount against the total selected shows as soon as both are there: it says by how much they differ.
        error={totalIssue}
      />
      {draft.kind === 'internal' ? (
        <Select
          label={t('inventoryScreens.bulkMove.destination')}
          searchable
          comboboxProps={placement}
          value={draft.destinationStorageId}
          onChange={(value) => update({ destinationStorageId: value })}
          data={storages
            .filter((storage) => !sourceIds.has(storage.id))
            .map((storage) => ({ value: storage.id, label: storage.name }))}
          error={serverIssue('destinationStorageId') ?? issueAt('destinationStorageId')}
        />
      ) : (
        <TextInput
          label={t('inventoryScreens.bulkMove.destinationName')}
          autoComplete="off"
          {...textField('destinationName')}
        />
      )}
      <TextInput label={t('inventoryScreens.bulkMove.reference')} autoComplete="off" {...textField('reference')} />
      <AttachedFile category="weighbridge" value={weighbridge} onChange={setWeighbridge} />
      <AttachedFile category="sample" value={sample} onChange={setSample} />
      <Checkbox
        label={t('inventoryScreens.bulkMove.planned')}
        checked={draft.planned}
        onChange={(event) => update({ planned: event.currentTarget.checked })}
      />
      <ConflictsNotice checking={checked !== null} check={conflicts} form="inventoryScreens.bulkMove" />
    </FormModal.Form>
  );
}
