import { majorToMinor, tonnesToKg, upcomingMonths, wantedCreateSchema } from '@harvest/domain';
import { Anchor, Card, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useDomainForm } from '../../../ui/use-domain-form';
import { paths } from '../../../lib/paths';
import { FormAlert } from '../../../ui/form-alert';
import { FormMultiSelect } from '../../../ui/form-multi-select';
import { SaveRow } from '../../../ui/save-row';
import { PriceInput } from '../components/price-input';
import { QuantityRangeInputs } from '../components/quantity-range-inputs';
import { CropAndTypeSelects, useChosenCrop } from '../../../ui/crop-and-type-selects';
import { notify } from '../../../ui/notifications/notify';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { usePageTitle } from '../../../ui/use-page-title';
import { useCreateWanted } from '../api/create-wanted';
import { formatMonth } from '../components/format-month';
import { PageHeading } from '../../../ui/page-heading';
import { fieldProps } from '../../../ui/field-props';

interface WantedValues {
  commodityId: string;
  commodityItemId: string;
  /** Tonnes; the API takes kilograms. */
  quantityMin: number | '';
  quantityMax: number | '';
  months: string[];
  /** Pounds per tonne, optional. */
  price: number | '';
  deliveryPostcode: string;
  notes: string;
}

const API_FIELDS = ['commodityId', 'commodityItemId', 'months', 'deliveryPostcode', 'notes'] as const;
const FIELD_OF: Record<string, string> = {
  quantityMinKg: 'quantityMin',
  quantityMaxKg: 'quantityMax',
  pricePerUnit: 'price',
};
const toKg = (tonnesValue: number | '') => (tonnesValue === '' ? Number.NaN : tonnesToKg(tonnesValue));

function toBody(values: WantedValues): z.input<typeof wantedCreateSchema> {
  return {
    commodityId: values.commodityId,
    commodityItemId: values.commodityItemId || null,
    quantityMinKg: toKg(values.quantityMin),
    quantityMaxKg: toKg(values.quantityMax),
    months: [...values.months].sort(),
    pricePerUnit: values.price === '' ? null : majorToMinor(values.price),
    deliveryPostcode: values.deliveryPostcode.trim().toUpperCase() || null,
    notes: values.notes.trim() || null,
  };
}

/** /trading/wanted/new: a buyer posts what they want to buy, for sellers to answer with a trade request. */
export function NewWantedPage() {
  const { t } = useTranslation();
  usePageTitle(t('trading.wanted.form.title'));
  const navigate = useNavigate();
  const create = useCreateWanted();
  const form = useDomainForm(wantedCreateSchema, toBody, {
    fieldOf: FIELD_OF,
    defaultValues: {
      commodityId: '',
      commodityItemId: '',
      quantityMin: '',
      quantityMax: '',
      months: [],
      price: '',
      deliveryPostcode: '',
      notes: '',
    },
  });
  const group = useChosenCrop(form.control);
  const { formError, onSubmit } = useApiFormSubmit(form, API_FIELDS, async (body) => {
    await create.mutateAsync(body);
    notify({ message: t('trading.wanted.form.saved'), position: 'floating' });
    void navigate(paths.wanted);
  });

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to={paths.wanted} size="sm">
        {t('trading.wanted.form.back')}
      </Anchor>
      <PageHeading title={t('trading.wanted.form.title')} intro={t('trading.wanted.form.intro')} />
      <Card withBorder padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <CropAndTypeSelects
                form={form}
                crop={group}
                labels={{
                  crop: t('trading.wanted.form.crop'),
                  type: t('trading.wanted.form.type'),
                  noType: t('trading.wanted.anyType'),
                }}
                cropProps={{ required: true }}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="md">
              <QuantityRangeInputs
                control={form.control}
                labels={{ min: t('trading.wanted.form.quantityMin'), max: t('trading.wanted.form.quantityMax') }}
                required
              />
            </SimpleGrid>
            <FormMultiSelect
              control={form.control}
              name="months"
              label={t('trading.wanted.form.months')}
              data={upcomingMonths(todayOnDevice()).map((month) => ({ value: month, label: formatMonth(month) }))}
              required
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PriceInput
                control={form.control}
                name="price"
                label={t('trading.wanted.form.price')}
                description={t('trading.wanted.form.priceHint')}
              />
              <TextInput
                label={t('trading.wanted.form.postcode')}
                description={t('trading.wanted.form.postcodeHint')}
                autoComplete="postal-code"
                maxLength={10}
                {...fieldProps(form, 'deliveryPostcode')}
              />
            </SimpleGrid>
            <Textarea label={t('trading.wanted.form.notes')} rows={3} maxLength={2000} {...fieldProps(form, 'notes')} />
            <SaveRow label={t('trading.wanted.form.save')} saving={form.formState.isSubmitting} />
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
