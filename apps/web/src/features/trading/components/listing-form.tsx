import {
  convertWeight,
  defaultReviewAt,
  farmAssuredOn,
  listingCreateSchema,
  listingFarmIssue,
  majorToMinor,
  minorToMajor,
  upcomingMonths,
  type BusinessUnit,
  type ListingCreate,
  type ListingMovement,
  type SellerListing,
  type WeightUnit,
} from '@harvest/domain';
import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayOnDevice } from '../../../lib/format/format-date-time';
import { useDomainForm } from '../../../ui/use-domain-form';
import { FormAlert } from '../../../ui/form-alert';
import { useApiFormSubmit } from '../../../ui/use-api-form-submit';
import type { ListingFormValues } from './listing-form-values';
import { AboutSection } from './listing-form-sections/about-section';
import { FarmAndCropSection } from './listing-form-sections/farm-and-crop-section';
import { HaulageSection } from './listing-form-sections/haulage-section';
import { MovementSection } from './listing-form-sections/movement-section';
import { PriceSection } from './listing-form-sections/price-section';
import { QuantitySection } from './listing-form-sections/quantity-section';
import { ReviewSection } from './listing-form-sections/review-section';
import { SpecificationSection } from './listing-form-sections/specification-section';

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
    harvestYear: values.cropYear ? Number(values.cropYear) : null,
    // Only a new listing names its lot (an edit's body has no such field).
    ...(values.stockRecordId ? { stockRecordId: values.stockRecordId } : {}),
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

/**
 * A new listing's starting values: tonnes, harvest movement, reviewed in three hours, open now; farm assured as the
 * farm's assurance is on the day (farm-assurance.ts), so an assured farm does not tell buyers 'No'.
 */
export function newListingValues(now: Date, farms: readonly BusinessUnit[]): ListingFormValues {
  const review = defaultReviewAt(now);
  const year = now.getFullYear();
  const firstComplete = farms.find((farm) => listingFarmIssue(farm) === null);
  return {
    businessUnitId: firstComplete?.id ?? '',
    commodityId: '',
    commodityItemId: '',
    variety: '',
    cropYear: '',
    stockRecordId: '',
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
    farmAssured: farmAssuredOn(firstComplete?.farmDetails, todayOnDevice(now)),
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
    cropYear: listing.harvestYear === null ? '' : String(listing.harvestYear),
    stockRecordId: '',
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
  const form = useDomainForm(listingCreateSchema, listingBody, { fieldOf: formFieldFor, defaultValues });
  const { formError, onSubmit: submit } = useApiFormSubmit(form, API_FIELDS, onSubmit);
  const today = todayOnDevice();
  const harvestYear = Number(today.slice(0, 4));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormAlert message={formError} />
          <FarmAndCropSection farms={farms} editing={editing} />
          <QuantitySection />
          <MovementSection months={upcomingMonths(today)} harvestYears={[harvestYear, harvestYear + 1]} />
          <ReviewSection editing={editing} />
          <SpecificationSection />
          <HaulageSection farms={farms} />
          <PriceSection />
          <AboutSection />
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
    </FormProvider>
  );
}
