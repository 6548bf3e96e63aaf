import { FLEET_DECKS_MAX, TRAILER_TYPES, trailerCreateSchema, type Trailer, type TrailerType } from '@harvest/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWeightEntry } from '../../../lib/format/use-weight-entry';
import { choices } from '../../../ui/choices';
import { fieldProps } from '../../../ui/field-props';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useSaveTrailer } from '../api/save-trailer';

interface TrailerValues {
  reference: string;
  type: TrailerType;
  decks: number | '';
  payload: number | '';
}

const API_FIELDS = ['reference', 'type', 'decks', 'payload'] as const;

function TrailerForm({ trailer, onDone }: DoneProps & { trailer: Trailer | 'new' }) {
  const { t } = useTranslation();
  const save = useSaveTrailer();
  const payload = useWeightEntry();
  const existing = trailer === 'new' ? null : trailer;
  const form = useDomainForm(
    trailerCreateSchema,
    (values: TrailerValues) => ({
      reference: values.reference,
      type: values.type,
      decks: values.decks === '' ? Number.NaN : values.decks,
      payloadKg: values.payload === '' ? null : payload.toKg(values.payload),
    }),
    {
      fieldOf: { payloadKg: 'payload' },
      defaultValues: {
        reference: existing?.reference ?? '',
        type: existing?.type ?? 'straight-frame',
        decks: existing?.decks ?? 1,
        payload: existing?.payloadKg ? payload.fromKg(existing.payloadKg) : '',
      },
    },
  );
  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    const saved = await save.mutateAsync({ id: existing?.id ?? null, body });
    notify({ message: t('fleet.saved', { name: saved.reference }), position: 'floating' });
    onDone();
  });
  return (
    <FormModal.Form {...modalForm} submitLabel={t('fleet.trailerForm.save')}>
      <TextInput
        label={t('fleet.trailerForm.reference')}
        data-autofocus
        autoComplete="off"
        {...fieldProps(form, 'reference')}
      />
      <FormSelect
        control={form.control}
        name="type"
        label={t('fleet.trailerForm.type')}
        data={choices(TRAILER_TYPES, (each) => t(`fleet.trailerTypes.${each}`))}
        allowDeselect={false}
      />
      <FormNumberInput
        control={form.control}
        name="decks"
        label={t('fleet.trailerForm.decks')}
        min={1}
        max={FLEET_DECKS_MAX}
      />
      <FormNumberInput
        control={form.control}
        name="payload"
        label={t('fleet.trailerForm.payload', { unit: payload.symbol })}
        decimalScale={3}
        min={0}
      />
    </FormModal.Form>
  );
}

/** Adds a trailer, or edits one. */
export const TrailerModal = subjectFormDialog('trailer', TrailerForm, (t, { trailer }) =>
  trailer === 'new' || trailer === null
    ? t('fleet.trailerForm.addTitle')
    : t('fleet.trailerForm.editTitle', { reference: trailer.reference }),
);
