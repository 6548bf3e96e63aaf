import {
  bidCreateSchema,
  bidIssues,
  kgToTonnes,
  majorToMinor,
  minorToMajor,
  tonnesToKg,
  type BidCreate,
  type BidView,
  type MarketListing,
} from '@harvest/domain';
import { Anchor, Fieldset, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { FormAlert } from '../../../ui/form-alert';
import { SaveRow } from '../../../ui/save-row';
import { PriceInput } from './price-input';
import { QuantityRangeInputs } from './quantity-range-inputs';
import { formatMonth } from './format-month';
import { formatTonnesRange } from './trading-format';
import { fieldProps } from '../../../ui/field-props';

export interface BidOptionValues {
  month: string;
  /** Pounds per tonne; '' leaves the month unpriced. */
  price: number | '';
  premium: number | '';
}

export interface BidValues {
  options: BidOptionValues[];
  /** Tonnes, as the listing is shown; the API takes kilograms. */
  quantityMin: number | '';
  quantityMax: number | '';
  note: string;
}

/** The form's two parts are named by their legends, set as headings over the fields' own labels. */
const LEGEND_STYLES = { legend: { fontWeight: 700, marginBottom: 'var(--mantine-spacing-xs)' } };
const toKg = (tonnesValue: number | '') => (tonnesValue === '' ? Number.NaN : tonnesToKg(tonnesValue));
const toMinor = (pounds: number | '') => (pounds === '' ? Number.NaN : majorToMinor(pounds));

/** The months the buyer priced, each with its place in the form, so an issue lands on the right field. */
function pricedOptions(values: BidValues) {
  return values.options.flatMap((option, index) => (option.price === '' ? [] : [{ option, index }]));
}

/** The request body the form's values make: only the priced months are options. */
export function bidBody(listingId: string, values: BidValues): z.input<typeof bidCreateSchema> {
  return {
    listingId,
    options: pricedOptions(values).map(({ option }) => ({
      month: option.month,
      pricePerUnit: toMinor(option.price),
      premium: option.premium === '' ? null : toMinor(option.premium),
    })),
    quantityMinKg: toKg(values.quantityMin),
    quantityMaxKg: toKg(values.quantityMax),
    note: values.note.trim() || null,
  };
}

/** Where an issue of the body (or of the API) belongs on the form. */
function formField(field: string, values: BidValues): Path<BidValues> {
  const option = /^options\.(\d+)\.(\w+)$/.exec(field);
  if (option) {
    const index = pricedOptions(values)[Number(option[1])]?.index ?? 0;
    return `options.${index}.${option[2] === 'premium' ? 'premium' : 'price'}`;
  }
  if (field === 'quantityMinKg') return 'quantityMin';
  if (field === 'quantityMaxKg') return 'quantityMax';
  if (field === 'note') return 'note';
  return 'options.root' as Path<BidValues>;
}

function initialValues(listing: MarketListing, bid: BidView | null): BidValues {
  return {
    options: listing.movementMonths.map((month) => {
      const option = bid?.options.find((each) => each.month === month);
      return {
        month,
        price: option ? minorToMajor(option.pricePerUnit) : '',
        premium: option?.premium ? minorToMajor(option.premium) : '',
      };
    }),
    quantityMin: kgToTonnes(bid?.quantityMinKg ?? listing.quantityMinKg),
    quantityMax: kgToTonnes(bid?.quantityMaxKg ?? listing.quantityMaxKg),
    note: bid?.note ?? '',
  };
}

interface BidFormProps {
  listing: MarketListing;
  /** The buyer's offer being changed; null for a new one. */
  bid: BidView | null;
  /** Sends the checked body (a POST, or the PATCH of the whole offer); throws the API's refusal. */
  onSend: (body: BidCreate) => Promise<void>;
  /** Opens the trading terms the buyer agrees to by sending. */
  onShowTerms: () => void;
}

/**
 * A price offer (trading §3, §5): a price per tonne for each movement month the buyer wants, with an optional
 * premium, a quantity range inside the listing's, and a note. The domain's rules check it as the API will: at
 * least 0.01 and below 1 million, no dummy prices, each month once, tonnage within the listing's.
 */
export function BidForm({ listing, bid, onSend, onShowTerms }: BidFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BidValues, unknown, BidCreate>({
    resolver: (values, context, options) => {
      const resolve = domainResolver<BidValues, BidCreate, z.input<typeof bidCreateSchema>>(
        bidCreateSchema,
        (each) => bidBody(listing.id, each),
        (body) => bidIssues(listing, { ...body, currency: 'GBP' }),
        (field) => formField(field, values),
      );
      return resolve(values, context, options);
    },
    defaultValues: initialValues(listing, bid),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSend(body);
    } catch (error) {
      const values = form.getValues();
      const issues = isApiError(error) ? error.validation : [];
      issues.forEach((issue, index) =>
        form.setError(
          formField(issue.field, values),
          { type: 'server', message: issue.message },
          { shouldFocus: index === 0 },
        ),
      );
      if (issues.length === 0) setFormError(error instanceof Error ? error.message : null);
    }
  });

  return (
    <form onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Fieldset legend={t('trading.buyer.form.prices')} variant="unstyled" styles={LEGEND_STYLES}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('trading.buyer.form.pricesHint')}
            </Text>
            {fields.map((field, index) => (
              // Side by side where there is room; on a phone each month's price and premium stack full width.
              <SimpleGrid key={field.id} cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
                <PriceInput<BidValues, BidCreate>
                  control={form.control}
                  name={`options.${index}.price`}
                  label={t('trading.buyer.form.price', { month: formatMonth(field.month) })}
                />
                <PriceInput<BidValues, BidCreate>
                  control={form.control}
                  name={`options.${index}.premium`}
                  label={t('trading.buyer.form.premium', { month: formatMonth(field.month) })}
                />
              </SimpleGrid>
            ))}
            {errors.options?.root?.message && (
              <Text size="sm" c="red.8" role="alert">
                {errors.options.root.message}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('trading.buyer.form.quantity')} variant="unstyled" styles={LEGEND_STYLES}>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('trading.buyer.form.quantityHint', {
                range: formatTonnesRange(listing.quantityMinKg, listing.quantityMaxKg),
              })}
            </Text>
            <Group grow align="flex-start" gap="sm" wrap="nowrap">
              <QuantityRangeInputs<BidValues, BidCreate>
                control={form.control}
                labels={{ min: t('trading.buyer.form.quantityMin'), max: t('trading.buyer.form.quantityMax') }}
              />
            </Group>
          </Stack>
        </Fieldset>
        <Textarea label={t('trading.buyer.form.note')} rows={2} maxLength={1000} {...fieldProps(form, 'note')} />
        <Text size="sm">
          {t('trading.buyer.form.termsLead')}{' '}
          <Anchor component="button" type="button" size="sm" onClick={onShowTerms}>
            {t('trading.buyer.form.termsLink')}
          </Anchor>
        </Text>
        <SaveRow
          label={bid ? t('trading.buyer.form.update') : t('trading.buyer.form.send')}
          saving={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
