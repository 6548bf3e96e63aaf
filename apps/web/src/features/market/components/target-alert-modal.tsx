import {
  ALERT_DIRECTIONS,
  majorToMinor,
  PRICE_REGIONS,
  targetAlertInputSchema,
  type AlertDirection,
} from '@harvest/domain';
import { useTranslation } from 'react-i18next';
import { choices } from '../../../ui/choices';
import { formDialog, type DoneProps } from '../../../ui/form-dialog';
import { FormModal } from '../../../ui/form-modal';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useCreateAlert } from '../api/create-alert';
import { MarketCropSelect } from './market-crop-select';
import { TypedNumberInput, typedNumber } from './typed-number-input';

/** The kinds of price a target alert watches (futures have their own alert). */
export const TARGET_KINDS = ['spot', 'ex-farm', 'delivered'] as const;

export interface TargetAlertValues {
  commodityId: string;
  region: string;
  kind: (typeof TARGET_KINDS)[number];
  direction: AlertDirection;
  /** Pounds per tonne as typed; sent in pence. */
  price: number | string;
}

const API_FIELDS = ['commodityId', 'region', 'kind', 'direction', 'price'] as const;

/** Pounds as typed to the body's pence: rounded to the penny by the domain, never by float arithmetic. */
export const targetAlertBody = (values: TargetAlertValues) => ({
  type: 'target' as const,
  commodityId: values.commodityId,
  region: values.region,
  kind: values.kind,
  direction: values.direction,
  priceMinor: majorToMinor(typedNumber(values.price)),
});

export function TargetAlertForm({ onDone }: DoneProps) {
  const { t } = useTranslation();
  const create = useCreateAlert();
  const form = useDomainForm(targetAlertInputSchema, targetAlertBody, {
    fieldOf: { priceMinor: 'price' },
    defaultValues: { commodityId: '', region: '', kind: 'spot', direction: 'above', price: '' },
  });
  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('market.alerts.saved'), position: 'floating' });
    onDone();
  });
  return (
    <FormModal.Form {...modalForm} submitLabel={t('market.alerts.form.save')}>
      <MarketCropSelect control={form.control} name="commodityId" label={t('market.alerts.form.crop')} data-autofocus />
      <FormSelect
        control={form.control}
        name="region"
        label={t('market.alerts.form.region')}
        data={PRICE_REGIONS.map((region) => ({ value: region.id, label: region.name }))}
        allowDeselect={false}
      />
      <FormSelect
        control={form.control}
        name="kind"
        label={t('market.alerts.form.kind')}
        data={choices(TARGET_KINDS, (kind) => t(`market.alerts.kinds.${kind}`))}
        allowDeselect={false}
      />
      <FormSelect
        control={form.control}
        name="direction"
        label={t('market.alerts.form.direction')}
        data={choices(ALERT_DIRECTIONS, (direction) => t(`market.alerts.form.directions.${direction}`))}
        allowDeselect={false}
      />
      <TypedNumberInput
        control={form.control}
        name="price"
        label={t('market.alerts.form.price')}
        decimalScale={2}
        min={0}
        leftSection={<span aria-hidden="true">£</span>}
      />
    </FormModal.Form>
  );
}

/** Adds a target-price alert: a crop's price of a kind in a region, at or above (or below) a price. */
export const TargetAlertModal = formDialog(TargetAlertForm, (t) => t('market.alerts.form.targetTitle'));
