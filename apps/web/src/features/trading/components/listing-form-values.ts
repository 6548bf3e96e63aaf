import type { HAULAGE_TYPES, ListingCreate, ListingMovement, ListingSpecification, WeightUnit } from '@harvest/domain';
import { useFormContext } from 'react-hook-form';

export type MovementKind = ListingMovement['kind'];

/** The listing form's values as typed: quantities in the chosen unit, prices in pounds, the review time local. */
export interface ListingFormValues {
  businessUnitId: string;
  commodityId: string;
  commodityItemId: string;
  variety: string;
  /** The crop's harvest year ('' when not said), unlike the movement's harvestYear below. */
  cropYear: string;
  /** The stock lot the listing is started from ('' when none): kept on a new listing only. */
  stockRecordId: string;
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

/** The listing form as its sections see it (ListingForm provides it). */
export const useListingFormContext = () => useFormContext<ListingFormValues, unknown, ListingCreate>();
