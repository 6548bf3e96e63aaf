CREATE TABLE "logistics_pods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"carrier_organisation_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"receiver_name" text NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"photo_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"weighbridge_file_id" uuid,
	"sample_file_id" uuid,
	"loads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"submitted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "logistics_job_etas" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"stop_id" uuid NOT NULL,
	"eta_at" timestamp with time zone NOT NULL,
	"distance_metres" double precision NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"estimate" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"told_eta_at" timestamp with time zone,
	"near_sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "logistics_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"carrier_organisation_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision,
	"speed_mps" double precision,
	"heading_deg" double precision,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logistics_jobs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logistics_jobs" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_stop_id_logistics_job_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."logistics_job_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_driver_id_logistics_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."logistics_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_signature_file_id_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_weighbridge_file_id_files_id_fk" FOREIGN KEY ("weighbridge_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_pods" ADD CONSTRAINT "logistics_pods_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_job_etas" ADD CONSTRAINT "logistics_job_etas_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_job_etas" ADD CONSTRAINT "logistics_job_etas_stop_id_logistics_job_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."logistics_job_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_positions" ADD CONSTRAINT "logistics_positions_job_id_logistics_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."logistics_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_positions" ADD CONSTRAINT "logistics_positions_driver_id_logistics_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."logistics_drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_positions" ADD CONSTRAINT "logistics_positions_carrier_organisation_id_organisations_id_fk" FOREIGN KEY ("carrier_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_pods_stop_key" ON "logistics_pods" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "logistics_pods_job_idx" ON "logistics_pods" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "logistics_job_etas_stop_idx" ON "logistics_job_etas" USING btree ("stop_id") WHERE "logistics_job_etas"."near_sent" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "logistics_positions_reading_key" ON "logistics_positions" USING btree ("job_id","driver_id","recorded_at");--> statement-breakpoint
CREATE INDEX "logistics_positions_received_idx" ON "logistics_positions" USING btree ("received_at");