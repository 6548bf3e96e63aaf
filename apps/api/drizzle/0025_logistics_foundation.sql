CREATE SEQUENCE "public"."logistics_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "logistics_carrier_terms" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"file_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"driver_number" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistics_terms_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organiser_organisation_id" uuid NOT NULL,
	"carrier_organisation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"agreed_by" uuid,
	"agreed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_trailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"decks" integer DEFAULT 1 NOT NULL,
	"payload_kg" bigint,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistics_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"registration" text NOT NULL,
	"make" text,
	"model" text,
	"type" text NOT NULL,
	"fuel_type" text,
	"engine_capacity_cc" integer,
	"co2_g_per_km" integer,
	"mot_status" text,
	"mot_expiry_date" date,
	"v5c_last_issued_date" date,
	"insurance_file_id" uuid,
	"insurance_expiry_date" date,
	"decks" integer DEFAULT 1 NOT NULL,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"payload_kg" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistics_job_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"waypoint_type" text NOT NULL,
	"name" text NOT NULL,
	"address_line" text,
	"postcode" text,
	"what3words" text,
	"latitude" double precision,
	"longitude" double precision,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "logistics_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"organiser_organisation_id" uuid NOT NULL,
	"carrier_organisation_id" uuid,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"price_minor" bigint,
	"driver_notes" text,
	"require_grain_sample" boolean DEFAULT false NOT NULL,
	"route" jsonb,
	"contract_delivery_id" uuid,
	"rerouted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "logistics_jobs_price" CHECK ("logistics_jobs"."price_minor" is null or "logistics_jobs"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_load_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" uuid NOT NULL,
	"carrier_organisation_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"trailer_id" uuid,
	"day" date NOT NULL,
	"weight_kg" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "logistics_load_allocations_weight" CHECK ("logistics_load_allocations"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"job_id" uuid,
	"reference" text NOT NULL,
	"commodity_id" text,
	"planned_date" date,
	"weight_kg" bigint NOT NULL,
	"over_allocation_allowed" boolean DEFAULT false NOT NULL,
	"full_weight_kg" bigint,
	"empty_weight_kg" bigint,
	"gross_kg" bigint,
	"net_kg" bigint,
	"tipped_quantity_kg" bigint,
	"sample_file_id" uuid,
	"weighbridge_file_id" uuid,
	"harvest_plan_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "logistics_loads_weight" CHECK ("logistics_loads"."weight_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "logistics_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"carrier_organisation_id" uuid NOT NULL,
	"status" text NOT NULL,
	"price_minor" bigint,
	"note" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "logistics_quotes_price" CHECK ("logistics_quotes"."price_minor" is null or "logistics_quotes"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "logistics_carrier_terms" ADD CONSTRAINT "logistics_carrier_terms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_carrier_terms" ADD CONSTRAINT "logistics_carrier_terms_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_carrier_terms" ADD CONSTRAINT "logistics_carrier_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_drivers" ADD CONSTRAINT "logistics_drivers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_drivers" ADD CONSTRAINT "logistics_drivers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_drivers" ADD CONSTRAINT "logistics_drivers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_terms_agreements" ADD CONSTRAINT "logistics_terms_agreements_organiser_organisation_id_organisations_id_fk" FOREIGN KEY ("organiser_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_terms_agreements" ADD CONSTRAINT "logistics_terms_agreements_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_terms_agreements" ADD CONSTRAINT "logistics_terms_agreements_agreed_by_users_id_fk" FOREIGN KEY ("agreed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_trailers" ADD CONSTRAINT "logistics_trailers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_trailers" ADD CONSTRAINT "logistics_trailers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_vehicles" ADD CONSTRAINT "logistics_vehicles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_vehicles" ADD CONSTRAINT "logistics_vehicles_insurance_file_id_files_id_fk" FOREIGN KEY ("insurance_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_vehicles" ADD CONSTRAINT "logistics_vehicles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_job_stops" ADD CONSTRAINT "logistics_job_stops_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_jobs" ADD CONSTRAINT "logistics_jobs_organiser_organisation_id_organisations_id_fk" FOREIGN KEY ("organiser_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_jobs" ADD CONSTRAINT "logistics_jobs_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_jobs" ADD CONSTRAINT "logistics_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_load_id_logistics_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."logistics_loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_vehicle_id_logistics_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."logistics_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_driver_id_logistics_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."logistics_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_trailer_id_logistics_trailers_id_fk" FOREIGN KEY ("trailer_id") REFERENCES "public"."logistics_trailers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_load_allocations" ADD CONSTRAINT "logistics_load_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD CONSTRAINT "logistics_loads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD CONSTRAINT "logistics_loads_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD CONSTRAINT "logistics_loads_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD CONSTRAINT "logistics_loads_weighbridge_file_id_files_id_fk" FOREIGN KEY ("weighbridge_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_loads" ADD CONSTRAINT "logistics_loads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_quotes" ADD CONSTRAINT "logistics_quotes_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_quotes" ADD CONSTRAINT "logistics_quotes_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_quotes" ADD CONSTRAINT "logistics_quotes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_quotes" ADD CONSTRAINT "logistics_quotes_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_quotes" ADD CONSTRAINT "logistics_quotes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_drivers_number_key" ON "logistics_drivers" USING btree ("organisation_id","driver_number") WHERE "logistics_drivers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_drivers_profile_key" ON "logistics_drivers" USING btree ("profile_id") WHERE "logistics_drivers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_terms_agreements_key" ON "logistics_terms_agreements" USING btree ("organiser_organisation_id","carrier_organisation_id","version");--> statement-breakpoint
CREATE INDEX "logistics_terms_agreements_carrier_idx" ON "logistics_terms_agreements" USING btree ("carrier_organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_trailers_reference_key" ON "logistics_trailers" USING btree ("organisation_id","reference") WHERE "logistics_trailers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_vehicles_registration_key" ON "logistics_vehicles" USING btree ("organisation_id","registration") WHERE "logistics_vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_job_stops_position_key" ON "logistics_job_stops" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_jobs_reference_key" ON "logistics_jobs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "logistics_jobs_organiser_idx" ON "logistics_jobs" USING btree ("organiser_organisation_id","pickup_at");--> statement-breakpoint
CREATE INDEX "logistics_jobs_carrier_idx" ON "logistics_jobs" USING btree ("carrier_organisation_id","pickup_at");--> statement-breakpoint
CREATE INDEX "logistics_jobs_delivery_idx" ON "logistics_jobs" USING btree ("contract_delivery_id");--> statement-breakpoint
CREATE INDEX "logistics_load_allocations_load_idx" ON "logistics_load_allocations" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "logistics_load_allocations_day_idx" ON "logistics_load_allocations" USING btree ("carrier_organisation_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_loads_reference_key" ON "logistics_loads" USING btree ("organisation_id","reference") WHERE "logistics_loads"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "logistics_loads_job_idx" ON "logistics_loads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "logistics_loads_day_idx" ON "logistics_loads" USING btree ("planned_date");--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_quotes_job_carrier_key" ON "logistics_quotes" USING btree ("job_id","carrier_organisation_id");--> statement-breakpoint
CREATE INDEX "logistics_quotes_carrier_idx" ON "logistics_quotes" USING btree ("carrier_organisation_id","status");