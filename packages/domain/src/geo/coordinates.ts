import { z } from '../zod';
import { messages } from '../i18n/messages';

/** Spec platform §5: latitude within +/-90, longitude within +/-180, each with up to 12 decimals. */
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;
export const COORDINATE_DECIMALS_MAX = 12;

/** Decimal places of a number as written (1e-7 counts as 7). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Number.POSITIVE_INFINITY;
  const [mantissa = '', exponent] = value.toString().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

const coordinate = (max: number, message: string) =>
  z
    .number()
    .min(-max, message)
    .max(max, message)
    .refine((value) => decimalPlaces(value) <= COORDINATE_DECIMALS_MAX, messages.validation.coordinateDecimals);

export const latitudeSchema = coordinate(LATITUDE_MAX, messages.validation.latitude);
export const longitudeSchema = coordinate(LONGITUDE_MAX, messages.validation.longitude);

export const coordinatesSchema = z.object({ lat: latitudeSchema, lon: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;
