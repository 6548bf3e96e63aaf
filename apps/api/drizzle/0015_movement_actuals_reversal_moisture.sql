ALTER TABLE "inventory_movements" ADD COLUMN "sample_reference" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "moisture_percent" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "planned_date" date;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "planned_quantity_kg" bigint;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;