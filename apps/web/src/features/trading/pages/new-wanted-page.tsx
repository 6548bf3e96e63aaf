import { majorToMinor, tonnesToKg, upcomingMonths, wantedCreateSchema, type WantedCreate } from '@harvest/domain';
import { Anchor, Button, Card, Group, MultiSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { paths } from '../../../lib/paths';
import { useCommodities } from '../../../lib/reference/use-commodities';
import { FormAlert } from '../../../ui/form-alert';
import { FormNumberInput } from '../../../ui/form-number-input';
import { CropSelect, CropTypeSelect } from '../../../ui/crop-select';
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
  const commodities = useCommodities();
  const create = useCreateWanted();
  const form = useForm<WantedValues, unknown, WantedCreate>({
    resolver: domainResolver(
      wantedCreateSchema,
      toBody,
      () => [],
      (field) => FIELD_OF[field] ?? field,
    ),
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
  const { errors } = form.formState;
  const commodityId = useWatch({ control: form.control, name: 'commodityId' });
  const group = commodities.data?.find((each) => each.id === commodityId);
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
              <CropSelect
                control={form.control}
                name="commodityId"
                label={t('trading.wanted.form.crop')}
                onChosen={() => form.setValue('commodityItemId', '')}
                required
              />
              <CropTypeSelect
                control={form.control}
                name="commodityItemId"
                label={t('trading.wanted.form.type')}
                crop={group}
                none={t('trading.wanted.anyType')}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="md">
              <FormNumberInput
                control={form.control}
                name="quantityMin"
                label={t('trading.wanted.form.quantityMin')}
                decimalScale={3}
                required
              />
              <FormNumberInput
                control={form.control}
                name="quantityMax"
                label={t('trading.wanted.form.quantityMax')}
                decimalScale={3}
                required
              />
            </SimpleGrid>
            <Controller
              control={form.control}
              name="months"
              render={({ field }) => (
                <MultiSelect
                  ref={field.ref}
                  label={t('trading.wanted.form.months')}
                  data={upcomingMonths(todayOnDevice()).map((month) => ({ value: month, label: formatMonth(month) }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  required
                  error={errors.months?.message}
                  comboboxProps={{ withinPortal: false }}
                />
              )}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <FormNumberInput
                control={form.control}
                name="price"
                label={t('trading.wanted.form.price')}
                description={t('trading.wanted.form.priceHint')}
                decimalScale={2}
                leftSection={<span aria-hidden="true">£</span>}
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
            <Group justify="flex-end">
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('trading.wanted.form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
