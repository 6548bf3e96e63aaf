ALTER TABLE "trading_listings" ADD COLUMN "area_lat" double precision;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD COLUMN "area_lon" double precision;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD COLUMN "area_code" text;--> statement-breakpoint
-- Listings written before: their area from the farm as it is now (domain listingAreaPoint and listingAreaCode).
UPDATE "trading_listings" l SET
  "area_code" = upper(substring(trim(l."collection"->>'postcode') from '^[A-Za-z]{1,2}')),
  "area_lat" = round(((floor((b."location"->>'lat')::float8 / 0.1) + 0.5) * 0.1)::numeric, 3)::float8,
  "area_lon" = round(((floor((b."location"->>'lon')::float8 / 0.15) + 0.5) * 0.15)::numeric, 3)::float8
FROM "business_units" b
WHERE b."id" = l."business_unit_id";
