import { z } from '../zod';
import { commodityGroupSchema, livestockSpeciesSchema, unitWeightSchema } from './commodities';
import { countrySchema, regionSchema } from './countries';

const settlementReasonSchema = z.object({ id: z.string(), name: z.string() });
export type SettlementReason = z.infer<typeof settlementReasonSchema>;

/**
 * Spec platform §3, core config fetched per country: commodities (groups, items, weighbridgeWeight), countries,
 * regions per country, conversions, trading {settlementDeductionReasons, settlementBonusReasons}.
 * GET /api/system/config/{countryISO}, answered with an ETag (If-None-Match gives 304).
 */
export const coreConfigSchema = z.object({
  countryISO: z.string(),
  commodities: z.object({
    groups: z.array(commodityGroupSchema),
    weighbridgeWeight: unitWeightSchema,
  }),
  livestock: z.array(livestockSpeciesSchema),
  countries: z.array(countrySchema.omit({ regions: true })),
  regions: z.record(z.string(), z.array(regionSchema)),
  /** Factors from the base unit of each measure (weight from kg: kg 1, tonne 0.001, bushel 0.05, lb 2.205). */
  conversions: z.record(z.string(), z.record(z.string(), z.number())),
  trading: z.object({
    settlementDeductionReasons: z.array(settlementReasonSchema),
    settlementBonusReasons: z.array(settlementReasonSchema),
  }),
});
export type CoreConfig = z.infer<typeof coreConfigSchema>;

/** GET /api/system/initialise/{organisationId}: what the app needs to start for an organisation. */
export const initialiseSchema = z.object({
  organisationId: z.uuid(),
  countryISO: z.string(),
  currency: z.string(),
  /** The ETag of the country's core config, so the client knows whether what it holds is current. */
  configVersion: z.string(),
});
export type Initialise = z.infer<typeof initialiseSchema>;
