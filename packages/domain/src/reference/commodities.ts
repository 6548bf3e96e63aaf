import { z } from '../zod';

/**
 * Spec platform §3, core config: commodities come in groups (a crop: wheat, barley...) with an id and a type;
 * each group has items (its commodity types and grades: milling group 1, feed...) with an id and a weight
 * {name, conversion from kg}. An asset is livestock if it has a species, otherwise grain.
 */
const COMMODITY_GROUP_TYPES = ['cereal', 'oilseed', 'pulse', 'livestock'] as const;

export const unitWeightSchema = z.object({ name: z.string(), conversion: z.number().positive() });
export type UnitWeight = z.infer<typeof unitWeightSchema>;

const commodityItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** e.g. milling, feed, malting. */
  commodityType: z.string(),
  /** e.g. group-1, nabim-group-2; absent where the type has no grades. */
  commodityGrade: z.string().optional(),
  weight: unitWeightSchema,
  tags: z.array(z.string()).default([]),
});
export type CommodityItem = z.infer<typeof commodityItemSchema>;

const varietySchema = z.object({ id: z.string(), name: z.string() });
export type Variety = z.infer<typeof varietySchema>;

export const commodityGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(COMMODITY_GROUP_TYPES),
  items: z.array(commodityItemSchema),
  varieties: z.array(varietySchema),
});
export type CommodityGroup = z.infer<typeof commodityGroupSchema>;

/** A range a specification sets on one measure; either end may be open. */
const specRangeSchema = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export type SpecRange = z.infer<typeof specRangeSchema>;

/** Trading §3: moisture, protein, Kg/Hl, nil ergot, each min and max; Hagberg; admixture/screenings. */
export const SPECIFICATION_MEASURES = [
  'moisture',
  'protein',
  'specificWeight',
  'hagberg',
  'admixture',
  'screenings',
  'ergot',
  'oilContent',
] as const;
export type SpecificationMeasure = (typeof SPECIFICATION_MEASURES)[number];

export const specificationSchema = z.object({
  id: z.string(),
  /** The group (crop) it applies to. */
  commodityId: z.string(),
  commodityType: z.string(),
  commodityGrade: z.string().optional(),
  name: z.string(),
  measures: z.partialRecord(z.enum(SPECIFICATION_MEASURES), specRangeSchema),
});
export type Specification = z.infer<typeof specificationSchema>;

/** GET /api/system/commodities/{id}/specifications filters. */
export const specificationsQuerySchema = z.strictObject({
  commodityType: z.string().trim().min(1).max(60).optional(),
  commodityGrade: z.string().trim().min(1).max(60).optional(),
});

/** Livestock assets carry a species (spec §3: that is what makes them livestock). */
export const livestockSpeciesSchema = z.object({ id: z.string(), name: z.string() });
export type LivestockSpecies = z.infer<typeof livestockSpeciesSchema>;
