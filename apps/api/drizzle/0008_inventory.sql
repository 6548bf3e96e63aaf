CREATE TABLE "harvest_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"commodity_id" text NOT NULL,
	"harvest_year" integer NOT NULL,
	"expected_yield_t_ha" double precision,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"storage_id" uuid NOT NULL,
	"delta_kg" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"note" text,
	"movement_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"commodity_id" text NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"sources" jsonb NOT NULL,
	"intake_record" jsonb,
	"source_storage_id" uuid,
	"destination_storage_id" uuid,
	"destination_record_id" uuid,
	"destination_name" text,
	"business_unit_ids" uuid[] NOT NULL,
	"harvest_id" uuid,
	"reference" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"period" text,
	"weighbridge_file_id" uuid,
	"sample_file_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"storage_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"inventory_type" text NOT NULL,
	"species" text,
	"commodity_id" text NOT NULL,
	"commodity_item_id" text,
	"variety" text,
	"harvest_year" integer NOT NULL,
	"owner_status" text NOT NULL,
	"third_party_owner" text,
	"storage_contract_ref" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity_kg" bigint DEFAULT 0 NOT NULL,
	"expected_yield_kg" bigint,
	"sale_status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inventory_records_quantity_not_negative" CHECK ("inventory_records"."quantity_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inventory_storages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"capacity_kg" bigint,
	"commodity_id" text,
	"area_ha" double precision,
	"field_type" text,
	"planting_date" date,
	"planting_month" text,
	"planted_amount_kg" bigint,
	"expected_yield_t_ha" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "harvest_plans" ADD CONSTRAINT "harvest_plans_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_plans" ADD CONSTRAINT "harvest_plans_field_id_inventory_storages_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harvest_plans" ADD CONSTRAINT "harvest_plans_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_record_id_inventory_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inventory_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_storage_id_inventory_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_movement_id_inventory_movements_id_fk" FOREIGN KEY ("movement_id") REFERENCES "public"."inventory_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_ledger" ADD CONSTRAINT "inventory_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_source_storage_id_inventory_storages_id_fk" FOREIGN KEY ("source_storage_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_destination_storage_id_inventory_storages_id_fk" FOREIGN KEY ("destination_storage_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_destination_record_id_inventory_records_id_fk" FOREIGN KEY ("destination_record_id") REFERENCES "public"."inventory_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_harvest_id_harvest_plans_id_fk" FOREIGN KEY ("harvest_id") REFERENCES "public"."harvest_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_weighbridge_file_id_files_id_fk" FOREIGN KEY ("weighbridge_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_storage_id_inventory_storages_id_fk" FOREIGN KEY ("storage_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD CONSTRAINT "inventory_records_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storages" ADD CONSTRAINT "inventory_storages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storages" ADD CONSTRAINT "inventory_storages_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_storages" ADD CONSTRAINT "inventory_storages_parent_id_inventory_storages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."inventory_storages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harvest_plans_organisation_idx" ON "harvest_plans" USING btree ("organisation_id","harvest_year");--> statement-breakpoint
CREATE INDEX "inventory_ledger_record_idx" ON "inventory_ledger" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "inventory_ledger_storage_idx" ON "inventory_ledger" USING btree ("storage_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_organisation_idx" ON "inventory_movements" USING btree ("organisation_id","start_date");--> statement-breakpoint
CREATE INDEX "inventory_movements_source_idx" ON "inventory_movements" USING btree ("source_storage_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_destination_idx" ON "inventory_movements" USING btree ("destination_storage_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_units_idx" ON "inventory_movements" USING gin ("business_unit_ids");--> statement-breakpoint
CREATE INDEX "inventory_records_storage_idx" ON "inventory_records" USING btree ("storage_id");--> statement-breakpoint
CREATE INDEX "inventory_records_search_idx" ON "inventory_records" USING btree ("organisation_id","commodity_id","harvest_year");--> statement-breakpoint
CREATE INDEX "inventory_storages_unit_idx" ON "inventory_storages" USING btree ("organisation_id","business_unit_id");--> statement-breakpoint
CREATE INDEX "inventory_storages_parent_idx" ON "inventory_storages" USING btree ("parent_id");