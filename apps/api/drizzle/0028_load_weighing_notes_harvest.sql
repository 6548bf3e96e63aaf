ALTER TABLE "logistics_loads" ADD COLUMN "tare_kg" bigint;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD COLUMN "harvest_load_id" uuid;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD COLUMN "notes" text;