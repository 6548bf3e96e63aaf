import { z } from '../zod';
import { formatMessage, messages } from '../i18n/messages';
import { MOISTURE_PERCENT_MAX, MOISTURE_PERCENT_MIN, moisturePercentSchema } from '../inventory/moisture';
import { SPECIFICATION_MEASURES, type SpecificationMeasure } from '../reference/commodities';
import { hasScale } from '../units/money';

/** The unit a result is read in; the web catalogue names it. */
export const SAMPLE_UNITS = ['percent', 'kilogramsPerHectolitre', 'seconds'] as const;
export type SampleUnit = (typeof SAMPLE_UNITS)[number];

interface MeasureReading {
  unit: SampleUnit;
  min: number;
  max: number;
  /** The decimals a meter or a lab report gives; more is a typing slip. */
  decimals: number;
}

/**
 * What a buyer's sample can read for each measure a specification sets. Beyond these a figure is a slip, not a
 * sample: specific weight of cereals and oilseeds lies well inside 40 to 90 Kg/Hl, and a Hagberg test stops at
 * 600 s. Moisture keeps the stock's own rule (inventory/moisture.ts): the same grain, read by the same meter.
 */
export const SAMPLE_READINGS: Readonly<Record<SpecificationMeasure, MeasureReading>> = {
  moisture: { unit: 'percent', min: MOISTURE_PERCENT_MIN, max: MOISTURE_PERCENT_MAX, decimals: 1 },
  protein: { unit: 'percent', min: 0, max: 100, decimals: 2 },
  specificWeight: { unit: 'kilogramsPerHectolitre', min: 40, max: 90, decimals: 2 },
  hagberg: { unit: 'seconds', min: 0, max: 600, decimals: 0 },
  admixture: { unit: 'percent', min: 0, max: 100, decimals: 2 },
  screenings: { unit: 'percent', min: 0, max: 100, decimals: 2 },
  // Ergot is weighed out in grams per kilogram and its limits sit in hundredths of a percent: one more decimal.
  ergot: { unit: 'percent', min: 0, max: 100, decimals: 3 },
  oilContent: { unit: 'percent', min: 0, max: 100, decimals: 2 },
};

function readingSchema({ min, max, decimals }: MeasureReading) {
  const message =
    decimals === 0
      ? messages.samples.wholeSeconds
      : formatMessage(messages.validation.decimalPlaces, { scale: decimals });
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => hasScale(value, decimals), { message });
}

const resultSchema = (measure: SpecificationMeasure) =>
  (measure === 'moisture' ? moisturePercentSchema : readingSchema(SAMPLE_READINGS[measure])).nullable().optional();

/**
 * What a buyer records from a delivery's sample: any of the specification's measures, each optional (null or
 * absent: not measured). Whether a sample says anything at all (a result or a file) is the API's call.
 */
export const sampleResultsSchema = z.strictObject(
  Object.fromEntries(SPECIFICATION_MEASURES.map((measure) => [measure, resultSchema(measure)])) as Record<
    SpecificationMeasure,
    ReturnType<typeof resultSchema>
  >,
);
export type SampleResults = z.infer<typeof sampleResultsSchema>;

/** POST /trading/contracts/{id}/deliveries/{deliveryId}/sample: the sample's file (uploaded first) and results. */
export const sampleCreateSchema = z.strictObject({
  fileId: z.uuid().nullable().optional(),
  results: sampleResultsSchema.default({}),
});
export type SampleCreate = z.infer<typeof sampleCreateSchema>;

/** A result as a number, or null when the sample did not measure it. */
export const sampleResultOf = (results: SampleResults, measure: SpecificationMeasure): number | null =>
  results[measure] ?? null;
