ALTER TABLE "trading_listings" ADD COLUMN "harvest_year" integer;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD COLUMN "stock_record_id" uuid;--> statement-breakpoint
CREATE INDEX "trading_listings_stock_record_idx" ON "trading_listings" USING btree ("stock_record_id") WHERE "trading_listings"."stock_record_id" is not null;