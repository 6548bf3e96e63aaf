import {
  kgToTonnes,
  majorToMinor,
  tonnesToKg,
  tradeRequestCreateSchema,
  tradeRequestFarmIssue,
  tradeRequestIssues,
  type BusinessUnit,
  type WantedView,
} from '@harvest/domain';
import { Group, Text, Textarea } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDomainForm } from '../../../ui/use-domain-form';
import { useSession } from '../../../lib/session/use-session';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { useListingFarms } from '../api/get-listing-farms';
import { useCreateTradeRequest } from '../api/create-trade-request';
import { formatMonth } from './format-month';
import { PriceInput } from './price-input';
import { formatTonnesRange } from './trading-format';
import { FormModal } from '../../../ui/form-modal';
import { fieldProps } from '../../../ui/field-props';

interface AskValues {
  businessUnitId: string;
  /** Tonnes; the API takes kilograms. */
  quantity: number | '';
  month: string;
  /** Pounds per tonne. */
  price: number | '';
  notes: string;
}

const API_FIELDS = ['businessUnitId', 'quantity', 'month', 'price', 'notes'] as const;

const FIELD_OF: Record<string, string> = { quantityKg: 'quantity', pricePerUnit: 'price' };

/** Why a farm cannot ask to trade (§4): its scheme status is not valid, or its address or holding is missing. */
const farmIssue = (farm: BusinessUnit) => tradeRequestFarmIssue(farm);

interface AskToTradeModalProps {
  wanted: WantedView | null;
  onClose: () => void;
}

/**
 * A seller answers a buyer's wanted listing by asking them to trade (§4): from one of the seller's farms, a
 * quantity, a month and a price. The buyer has 2 hours to answer; the farm needs a valid assurance scheme status.
 */
export function AskToTradeModal({ wanted, onClose }: AskToTradeModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={wanted !== null} onClose={onClose} title={t('trading.wanted.ask.title')}>
      {wanted && <AskToTradeForm key={wanted.id} wanted={wanted} onDone={onClose} />}
    </FormModal>
  );
}

function AskToTradeForm({ wanted, onDone }: { wanted: WantedView; onDone: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const farms = useListingFarms(session.profile?.organisation.id ?? null);
  const create = useCreateTradeRequest();
  const toBody = (values: AskValues): z.input<typeof tradeRequestCreateSchema> => ({
    wantedId: wanted.id,
    businessUnitId: values.businessUnitId,
    quantityKg: values.quantity === '' ? Number.NaN : tonnesToKg(values.quantity),
    month: values.month,
    pricePerUnit: values.price === '' ? Number.NaN : majorToMinor(values.price),
    notes: values.notes.trim() || null,
  });
  const form = useDomainForm(tradeRequestCreateSchema, toBody, {
    // The quantity within the wanted listing's min and max (§5), said before sending as the API would.
    extraIssues: (body) => tradeRequestIssues(wanted, body),
    fieldOf: FIELD_OF,
    defaultValues: {
      businessUnitId: '',
      quantity: kgToTonnes(wanted.quantityMaxKg),
      month: wanted.months[0] ?? '',
      price: wanted.pricePerUnit === null ? '' : wanted.pricePerUnit / 100,
      notes: '',
    },
  });
  const { modalForm } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('trading.wanted.ask.sent'), position: 'floating' });
    onDone();
  });
  // The first farm that may trade is chosen once the farms arrive, unless the seller has chosen already.
  const ready = farms.data?.find((farm) => farmIssue(farm) === null);
  useEffect(() => {
    if (ready && !form.getValues('businessUnitId')) form.setValue('businessUnitId', ready.id);
  }, [ready, form]);
  return (
    <FormModal.Form
      {...modalForm}
      submitLabel={t('trading.wanted.ask.send')}
      intro={<Text size="sm">{t('trading.wanted.ask.intro', { buyer: wanted.buyerOrganisationName })}</Text>}
    >
      <FormSelect
        control={form.control}
        name="businessUnitId"
        label={t('trading.wanted.ask.farm')}
        data={(farms.data ?? []).map((farm) => {
          const issue = farmIssue(farm);
          return {
            value: farm.id,
            label: issue ? t('trading.seller.form.farmIncompleteOption', { name: farm.name }) : farm.name,
            disabled: issue !== null,
          };
        })}
        description={farms.data && !ready ? t('trading.schemeStatusRequired') : undefined}
        placeholder={farms.isPending ? t('trading.wanted.ask.loadingFarms') : undefined}
        allowDeselect={false}
      />
      <Group grow align="flex-start">
        <FormNumberInput
          control={form.control}
          name="quantity"
          label={t('trading.wanted.ask.quantity')}
          description={formatTonnesRange(wanted.quantityMinKg, wanted.quantityMaxKg)}
          // The range goes under the box, so the two boxes of this row line up.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          decimalScale={3}
        />
        <FormSelect
          control={form.control}
          name="month"
          label={t('trading.wanted.ask.month')}
          data={wanted.months.map((month) => ({ value: month, label: formatMonth(month) }))}
          allowDeselect={false}
        />
      </Group>
      <PriceInput control={form.control} name="price" label={t('trading.wanted.ask.price')} />
      <Textarea label={t('trading.wanted.ask.notes')} rows={2} maxLength={2000} {...fieldProps(form, 'notes')} />
    </FormModal.Form>
  );
}
