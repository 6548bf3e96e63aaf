import {
  HAULAGE_TYPES,
  LISTING_REASONS,
  WEIGHT_UNITS,
  convertWeight,
  defaultReviewAt,
  listingCreateSchema,
  listingFarmIssue,
  majorToMinor,
  minorToMajor,
  upcomingMonths,
  type BusinessUnit,
  type ListingCreate,
  type ListingMovement,
  type ListingSpecification,
  type SellerListing,
  type WeightUnit,
} from '@harvest/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useEffect } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { paths } from '../../../lib/paths';
import { useCommodities, useSpecifications } from '../../../lib/reference/use-commodities';
import { FormAlert } from '../../../ui/form-alert';
import { FormNumberInput } from '../../../ui/form-number-input';
import { FormSelect } from '../../../ui/form-select';
import { useModal } from '../../../ui/modals/use-modals';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import { DefaultSpecificationEditModal } from './default-specification-edit-modal';
import { formatMonth } from './format-month';
import { SpecificationSummary } from './specification-summary';

type MovementKind = ListingMovement['kind'];

export interface ListingFormValues {
  businessUnitId: string;
  commodityId: string;
  commodityItemId: string;
  variety: string;
  quantityUnit: WeightUnit;
  quantityMin: number | '';
  quantityMax: number | '';
  movementKind: MovementKind;
  months: string[];
  startDate: string;
  endDate: string;
  harvestYear: number;
  /** `datetime-local` value, in the device's time zone. */
  reviewAt: string;
  opening: 'now' | 'scheduled';
  specification: ListingSpecification;
  /** Whether the seller changed the specification (then a new crop's defaults do not replace it). */
  specificationEdited: boolean;
  haulage: (typeof HAULAGE_TYPES)[number];
  deliveryPostcode: string;
  tasccAssured: boolean;
  farmAssured: boolean;
  what3words: string;
  guidePrice: number | '';
  targetPrice: number | '';
  reasonId: string;
  anonymous: boolean;
  notes: string;
}

/** The fields the API's validation list may name, as the form holds them. */
const API_FIELDS: readonly Path<ListingFormValues>[] = [
  'businessUnitId',
  'commodityId',
  'commodityItemId',
  'variety',
  'quantityMin',
  'quantityMax',
  'months',
  'endDate',
  'reviewAt',
  'deliveryPostcode',
  'what3words',
  'guidePrice',
  'targetPrice',
  'reasonId',
  'notes',
];

/** Where a body field's issue is shown on the form. */
function formFieldFor(field: string): string {
  if (field === 'quantityMinKg') return 'quantityMin';
  if (field === 'quantityMaxKg') return 'quantityMax';
  if (field.startsWith('movement.months')) return 'months';
  if (field === 'movement.startDate') return 'startDate';
  if (field === 'movement.endDate' || field === 'movement') return 'endDate';
  if (field.startsWith('specification')) return 'specification';
  if (field === 'scheduled') return 'reviewAt';
  return field;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A Date as a `datetime-local` value on this device. */
function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function movementOf(values: ListingFormValues): ListingMovement {
  switch (values.movementKind) {
    case 'months':
      return { kind: 'months', months: values.months };
    case 'range':
      return { kind: 'range', startDate: values.startDate, endDate: values.endDate };
    case 'harvest':
      return { kind: 'harvest', harvestYear: values.harvestYear };
  }
}

const kgOf = (value: number | '', unit: WeightUnit) =>
  value === '' ? Number.NaN : Math.round(convertWeight(value, unit, 'kg'));
const minorOf = (value: number | '') => (value === '' ? null : majorToMinor(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The form's values as the request body: quantities in kg, prices in pence, the review time in UTC. */
export function listingBody(values: ListingFormValues): ListingCreate {
  const reviewDate = new Date(values.reviewAt);
  return {
    businessUnitId: values.businessUnitId,
    commodityId: values.commodityId,
    commodityItemId: orNull(values.commodityItemId),
    variety: orNull(values.variety),
    quantityUnit: values.quantityUnit,
    quantityMinKg: kgOf(values.quantityMin, values.quantityUnit),
    quantityMaxKg: kgOf(values.quantityMax, values.quantityUnit),
    movement: movementOf(values),
    reviewAt: Number.isNaN(reviewDate.getTime()) ? values.reviewAt : reviewDate.toISOString(),
    scheduled: values.opening === 'scheduled',
    notes: orNull(values.notes),
    specification: values.specification,
    haulage: values.haulage,
    deliveryPostcode: values.haulage === 'delivered' ? orNull(values.deliveryPostcode) : null,
    tasccAssured: values.tasccAssured,
    farmAssured: values.farmAssured,
    what3words: orNull(values.what3words),
    currency: 'GBP',
    guidePrice: minorOf(values.guidePrice),
    targetPrice: minorOf(values.targetPrice),
    reasonId: (orNull(values.reasonId) as ListingCreate['reasonId']) ?? null,
    anonymous: values.anonymous,
  };
}

/** A new listing's starting values: tonnes, harvest movement, reviewed in three hours, open now. */
export function newListingValues(now: Date, farms: readonly BusinessUnit[]): ListingFormValues {
  const review = defaultReviewAt(now);
  const year = now.getFullYear();
  const firstComplete = farms.find((farm) => listingFarmIssue(farm) === null);
  return {
    businessUnitId: firstComplete?.id ?? '',
    commodityId: '',
    commodityItemId: '',
    variety: '',
    quantityUnit: 'tonne',
    quantityMin: '',
    quantityMax: '',
    movementKind: 'harvest',
    months: [],
    startDate: '',
    endDate: '',
    // After September the next harvest is next year's.
    harvestYear: now.getMonth() >= 9 ? year + 1 : year,
    reviewAt: toLocalInput(review),
    opening: 'now',
    specification: { specificationId: null, measures: {} },
    specificationEdited: false,
    haulage: 'ex-farm',
    deliveryPostcode: '',
    tasccAssured: false,
    farmAssured: false,
    what3words: '',
    guidePrice: '',
    targetPrice: '',
    reasonId: '',
    anonymous: false,
    notes: '',
  };
}

/** A listing's values for editing it. */
export function listingValues(listing: SellerListing): ListingFormValues {
  const movement = listing.movement;
  const inUnit = (kg: number) => Math.round(convertWeight(kg, 'kg', listing.quantityUnit) * 1000) / 1000;
  return {
    businessUnitId: listing.businessUnitId,
    commodityId: listing.commodityId,
    commodityItemId: listing.commodityItemId ?? '',
    variety: listing.variety ?? '',
    quantityUnit: listing.quantityUnit,
    quantityMin: inUnit(listing.quantityMinKg),
    quantityMax: inUnit(listing.quantityMaxKg),
    movementKind: movement.kind,
    months: movement.kind === 'months' ? movement.months : [],
    startDate: movement.kind === 'range' ? movement.startDate : '',
    endDate: movement.kind === 'range' ? movement.endDate : '',
    harvestYear: movement.kind === 'harvest' ? movement.harvestYear : new Date(listing.reviewAt).getFullYear(),
    reviewAt: toLocalInput(new Date(listing.reviewAt)),
    opening: listing.scheduled ? 'scheduled' : 'now',
    specification: listing.specification,
    specificationEdited: true,
    haulage: listing.haulage,
    deliveryPostcode: listing.deliveryPostcode ?? '',
    tasccAssured: listing.tasccAssured,
    farmAssured: listing.farmAssured,
    what3words: listing.what3words ?? '',
    guidePrice: listing.guidePrice === null ? '' : minorToMajor(listing.guidePrice),
    targetPrice: listing.targetPrice === null ? '' : minorToMajor(listing.targetPrice),
    reasonId: listing.reasonId ?? '',
    anonymous: listing.anonymous,
    notes: listing.notes ?? '',
  };
}

interface ListingFormProps {
  defaultValues: ListingFormValues;
  farms: readonly BusinessUnit[];
  submitLabel: string;
  /** Editing: the farm and the way it opens stay as they are. */
  editing?: boolean;
  onSubmit: (body: ListingCreate) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The listing form (§3): farm, crop, quantity, movement, review time, specification, haulage and assurance,
 * prices, reason and anonymity. Checked with the domain's listingCreateSchema as typed; what only the API can
 * judge (the review time against the farm's working days) comes back in its validation list, on the field.
 */
export function ListingForm({
  defaultValues,
  farms,
  submitLabel,
  editing = false,
  onSubmit,
  onCancel,
}: ListingFormProps) {
  const { t } = useTranslation();
  const commodities = useCommodities();
  const specModal = useModal('default-specification-edit');
  const form = useForm<ListingFormValues, unknown, ListingCreate>({
    resolver: domainResolver<ListingFormValues, ListingCreate, z.input<typeof listingCreateSchema>>(
      listingCreateSchema,
      listingBody,
      () => [],
      formFieldFor,
    ),
    defaultValues,
  });
  const { errors } = form.formState;
  const { formError, onSubmit: submit } = useApiFormSubmit(form, API_FIELDS, onSubmit);
  const [
    commodityId,
    commodityItemId,
    movementKind,
    haulage,
    quantityUnit,
    specification,
    months,
    harvestYearValue,
    opening,
  ] = useWatch({
    control: form.control,
    name: [
      'commodityId',
      'commodityItemId',
      'movementKind',
      'haulage',
      'quantityUnit',
      'specification',
      'months',
      'harvestYear',
      'opening',
    ],
  });
  const group = commodities.data?.find((each) => each.id === commodityId);
  const item = group?.items.find((each) => each.id === commodityItemId);
  const specifications = useSpecifications(commodityId || null, item?.commodityType, item?.commodityGrade);

  // A crop's default specification fills the form until the seller changes it themselves.
  const defaults = specifications.data;
  useEffect(() => {
    if (!defaults || form.getValues('specificationEdited')) return;
    const first = defaults[0];
    form.setValue('specification', first ? { specificationId: first.id, measures: first.measures } : { measures: {} });
  }, [defaults, form]);

  // The default's name, never its id: until the crop's defaults load, the specification is shown as the seller's own.
  const basedOn = specification.specificationId
    ? specifications.data?.find((each) => each.id === specification.specificationId)?.name
    : undefined;

  const farmOptions = farms.map((farm) => {
    const issue = listingFarmIssue(farm);
    return {
      value: farm.id,
      label: issue ? t('trading.seller.form.farmIncompleteOption', { name: farm.name }) : farm.name,
      disabled: issue !== null,
    };
  });
  const incomplete = farms.filter((farm) => listingFarmIssue(farm) !== null);
  const unitSymbol = t(`units.symbols.${quantityUnit}`);
  const today = todayOnDevice();
  const harvestYear = Number(today.slice(0, 4));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={formError} />
        <Fieldset legend={t('trading.seller.form.sections.farmAndCrop')}>
          <Stack gap="md">
            {farms.length === 0 ? (
              <Alert color="orange" variant="light" title={t('trading.seller.form.noFarmsTitle')}>
                <Text size="sm">{t('trading.farmIncomplete')}</Text>
                <Anchor component={Link} to={paths.farmLocations} size="sm">
                  {t('trading.seller.form.addFarm')}
                </Anchor>
              </Alert>
            ) : (
              incomplete.length > 0 && (
                <Alert color="orange" variant="light">
                  <Text size="sm">
                    {t('trading.seller.form.someFarmsIncomplete', {
                      names: incomplete.map((farm) => farm.name).join(', '),
                    })}{' '}
                    {t('trading.farmIncomplete')}
                  </Text>
                  <Anchor component={Link} to={paths.businessSetup} size="sm">
                    {t('trading.seller.form.completeFarm')}
                  </Anchor>
                </Alert>
              )
            )}
            <FormSelect
              control={form.control}
              name="businessUnitId"
              label={t('trading.seller.form.farm')}
              description={t('trading.seller.form.farmHint')}
              data={farmOptions}
              allowDeselect={false}
              disabled={editing}
              withAsterisk
              error={errors.businessUnitId?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <FormSelect
                control={form.control}
                name="commodityId"
                label={t('trading.seller.form.crop')}
                data={(commodities.data ?? []).map((each) => ({ value: each.id, label: each.name }))}
                searchable
                allowDeselect={false}
                withAsterisk
                onChosen={() => {
                  form.setValue('commodityItemId', '');
                  form.setValue('variety', '');
                }}
                error={errors.commodityId?.message}
              />
              <FormSelect
                control={form.control}
                name="commodityItemId"
                label={t('trading.seller.form.type')}
                data={[
                  { value: '', label: t('trading.seller.form.none') },
                  ...(group?.items ?? []).map((each) => ({ value: each.id, label: each.name })),
                ]}
                disabled={!group}
                allowDeselect={false}
                error={errors.commodityItemId?.message}
              />
              <FormSelect
                control={form.control}
                name="variety"
                label={t('trading.seller.form.variety')}
                data={[
                  { value: '', label: t('trading.seller.form.none') },
                  ...(group?.varieties ?? []).map((each) => ({ value: each.name, label: each.name })),
                ]}
                disabled={!group}
                searchable
                allowDeselect={false}
                error={errors.variety?.message}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.quantity')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <FormNumberInput
              control={form.control}
              name="quantityMin"
              label={t('trading.seller.form.quantityMin', { unit: unitSymbol })}
              decimalScale={3}
              withAsterisk
              error={errors.quantityMin?.message}
            />
            <FormNumberInput
              control={form.control}
              name="quantityMax"
              label={t('trading.seller.form.quantityMax', { unit: unitSymbol })}
              decimalScale={3}
              withAsterisk
              error={errors.quantityMax?.message}
            />
            <FormSelect
              control={form.control}
              name="quantityUnit"
              label={t('trading.seller.form.unit')}
              data={WEIGHT_UNITS.map((unit) => ({ value: unit, label: t(`trading.seller.form.units.${unit}`) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt="xs">
            {t('trading.seller.form.quantityGuidance')}
          </Text>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.movement')}>
          <Stack gap="md">
            <Radio.Group
              value={movementKind}
              onChange={(value) => form.setValue('movementKind', value as MovementKind)}
              label={t('trading.seller.form.movement')}
            >
              <Group gap="md" mt="xs">
                <Radio value="harvest" label={t('trading.seller.form.movementHarvest')} />
                <Radio value="months" label={t('trading.seller.form.movementMonths')} />
                <Radio value="range" label={t('trading.seller.form.movementRange')} />
              </Group>
            </Radio.Group>
            {movementKind === 'harvest' && (
              <Select
                label={t('trading.seller.form.harvestYear')}
                description={t('trading.seller.form.harvestHint')}
                data={[harvestYear, harvestYear + 1].map((year) => ({ value: String(year), label: String(year) }))}
                value={String(harvestYearValue)}
                onChange={(value) => value && form.setValue('harvestYear', Number(value))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: false }}
                maw={220}
              />
            )}
            {movementKind === 'months' && (
              <MultiSelect
                label={t('trading.seller.form.months')}
                data={upcomingMonths(today).map((month) => ({ value: month, label: formatMonth(month) }))}
                value={months}
                onChange={(value) => form.setValue('months', value, { shouldValidate: form.formState.isSubmitted })}
                error={errors.months?.message}
                comboboxProps={{ withinPortal: false }}
                withAsterisk
              />
            )}
            {movementKind === 'range' && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput
                  type="date"
                  label={t('trading.seller.form.startDate')}
                  withAsterisk
                  error={errors.startDate?.message}
                  {...form.register('startDate')}
                />
                <TextInput
                  type="date"
                  label={t('trading.seller.form.endDate')}
                  withAsterisk
                  error={errors.endDate?.message}
                  {...form.register('endDate')}
                />
              </SimpleGrid>
            )}
          </Stack>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.review')}>
          <Stack gap="md">
            <TextInput
              type="datetime-local"
              label={t('trading.seller.form.reviewAt')}
              description={t('trading.seller.form.reviewHint')}
              withAsterisk
              error={errors.reviewAt?.message}
              {...form.register('reviewAt')}
            />
            <Radio.Group
              value={opening}
              onChange={(value) => form.setValue('opening', value as 'now' | 'scheduled')}
              label={t('trading.seller.form.opening')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="now" label={t('trading.seller.form.openNow')} disabled={editing} />
                <Radio value="scheduled" label={t('trading.seller.form.schedule')} disabled={editing} />
              </Stack>
            </Radio.Group>
          </Stack>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.specification')}>
          <Stack gap="sm" align="flex-start">
            {commodityId ? (
              <>
                <Text size="sm">
                  {basedOn ? t('trading.seller.spec.basedOn', { name: basedOn }) : t('trading.seller.spec.custom')}
                </Text>
                <SpecificationSummary specification={specification} />
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('trading.seller.spec.chooseCropFirst')}
              </Text>
            )}
            {errors.specification && (
              <Text size="sm" c="red.8" role="alert">
                {t('trading.seller.spec.invalid')}
              </Text>
            )}
            <Button variant="default" size="xs" onClick={specModal.open} disabled={!commodityId}>
              {t('trading.seller.spec.edit')}
            </Button>
          </Stack>
          <DefaultSpecificationEditModal
            opened={specModal.opened}
            onClose={specModal.close}
            value={specification}
            defaults={specifications.data ?? []}
            onSave={(next) => {
              form.setValue('specification', next);
              form.setValue('specificationEdited', true);
            }}
          />
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.haulage')}>
          <Stack gap="md">
            <Radio.Group
              value={haulage}
              onChange={(value) => form.setValue('haulage', value as ListingFormValues['haulage'])}
              label={t('trading.seller.form.haulage')}
            >
              <Group gap="md" mt="xs">
                {HAULAGE_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(`trading.seller.haulage.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            {haulage === 'delivered' && (
              <TextInput
                label={t('trading.seller.form.deliveryPostcode')}
                autoComplete="postal-code"
                withAsterisk
                maw={220}
                error={errors.deliveryPostcode?.message}
                {...form.register('deliveryPostcode')}
              />
            )}
            <Checkbox label={t('trading.seller.form.tasccAssured')} {...form.register('tasccAssured')} />
            <Checkbox label={t('trading.seller.form.farmAssured')} {...form.register('farmAssured')} />
            <TextInput
              label={t('trading.seller.form.what3words')}
              description={t('trading.seller.form.what3wordsHint')}
              placeholder="///filled.count.soap"
              error={errors.what3words?.message}
              {...form.register('what3words')}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.price')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormNumberInput
              control={form.control}
              name="guidePrice"
              label={t('trading.seller.form.guidePrice')}
              description={t('trading.seller.form.guidePriceHint')}
              prefix="£"
              decimalScale={2}
              max={999_999.99}
              error={errors.guidePrice?.message}
            />
            <FormNumberInput
              control={form.control}
              name="targetPrice"
              label={t('trading.seller.form.targetPrice')}
              description={t('trading.seller.form.targetPriceHint')}
              prefix="£"
              decimalScale={2}
              max={999_999.99}
              error={errors.targetPrice?.message}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('trading.seller.form.sections.about')}>
          <Stack gap="md">
            <FormSelect
              control={form.control}
              name="reasonId"
              label={t('trading.seller.form.reason')}
              data={[
                { value: '', label: t('trading.seller.form.none') },
                ...LISTING_REASONS.map((reason) => ({ value: reason, label: t(`trading.seller.reasons.${reason}`) })),
              ]}
              allowDeselect={false}
              error={errors.reasonId?.message}
            />
            <Textarea
              label={t('trading.seller.form.notes')}
              autosize
              minRows={2}
              maxLength={2000}
              error={errors.notes?.message}
              {...form.register('notes')}
            />
            <Checkbox
              label={t('trading.seller.form.anonymous')}
              description={t('trading.seller.form.anonymousHint')}
              {...form.register('anonymous')}
            />
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('trading.seller.cancel')}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
