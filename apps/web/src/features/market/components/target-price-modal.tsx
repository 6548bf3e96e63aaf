import {
  majorToMinor,
  minorToMajor,
  PRICE_REGIONS,
  targetPriceInputSchema,
  upcomingMonths,
  formatMovementMonth,
  type TargetPrice,
} from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { subjectFormDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useSaveTargetPrice } from '../api/save-target-price';
import { MarketCropSelect } from './market-crop-select';
import { TypedNumberInput, typedNumber } from './typed-number-input';

export interface TargetPriceValues {
  commodityId: string;
  month: string;
  region: string;
  /** Pounds per tonne as typed; sent in pence. */
  price: number | string;
}

const API_FIELDS = ['commodityId', 'month', 'region', 'price'] as const;

export const targetPriceBody = (values: TargetPriceValues) => ({
  commodityId: values.commodityId,
  month: values.month,
  region: values.region,
  priceMinor: majorToMinor(typedNumber(values.price)),
});

/** A new target, or a target's price changed: its crop, month and region are what it is, so they stay. */
export function TargetPriceForm({ target, onDone }: DoneProps & { target: TargetPrice | 'new' }) {
  const { t } = useTranslation();
  const save = useSaveTargetPrice();
  const existing = target === 'new' ? null : target;
  const months = upcomingMonths(todayOnDevice());
  const form = useDomainForm(targetPriceInputSchema, targetPriceBody, {
    fieldOf: { priceMinor: 'price' },
    defaultValues: {
      commodityId: existing?.commodityId ?? '',
      month: existing?.month ?? months[0] ?? '',
      region: existing?.region ?? '',
      price: existing ? minorToMajor(existing.priceMinor) : '',
    },
  });
  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await save.mutateAsync(body);
    notify({ message: t('market.targets.saved'), position: 'floating' });
    onDone();
  });
  const monthChoices = [...new Set([...(existing ? [existing.month] : []), ...months])].map((month) => ({
    value: month,
    label: formatMovementMonth(month),
  }));
  return (
    <FormModal.Form {...modalForm} submitLabel={t('market.targets.form.save')}>
      <MarketCropSelect
        control={form.control}
        name="commodityId"
        label={t('market.targets.form.crop')}
        disabled={existing !== null}
        data-autofocus={existing === null || undefined}
      />
      <FormSelect
        control={form.control}
        name="month"
        label={t('market.targets.form.month')}
        data={monthChoices}
        allowDeselect={false}
        disabled={existing !== null}
      />
      <FormSelect
        control={form.control}
        name="region"
        label={t('market.targets.form.region')}
        data={PRICE_REGIONS.map((region) => ({ value: region.id, label: region.name }))}
        allowDeselect={false}
        disabled={existing !== null}
      />
      <TypedNumberInput
        control={form.control}
        name="price"
        label={t('market.targets.form.price')}
        decimalScale={2}
        min={0}
        leftSection={<span aria-hidden="true">£</span>}
        data-autofocus={existing !== null || undefined}
      />
    </FormModal.Form>
  );
}

/** Adds a target price, or changes one's price. */
export const TargetPriceModal = subjectFormDialog('target', TargetPriceForm, (t, { target }) =>
  target === 'new' || target === null ? t('market.targets.form.addTitle') : t('market.targets.form.editTitle'),
);
