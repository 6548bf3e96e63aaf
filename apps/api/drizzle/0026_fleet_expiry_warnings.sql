CREATE TABLE "logistics_fleet_expiry_warnings" (
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expiry_date" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "logistics_fleet_expiry_warnings_vehicle_id_kind_expiry_date_threshold_days_pk" PRIMARY KEY("vehicle_id","kind","expiry_date","threshold_days")
);
--> statement-breakpoint
ALTER TABLE "logistics_fleet_expiry_warnings" ADD CONSTRAINT "logistics_fleet_expiry_warnings_vehicle_id_logistics_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."logistics_vehicles"("id") ON DELETE no action ON UPDATE no action;