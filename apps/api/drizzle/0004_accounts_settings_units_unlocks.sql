CREATE TABLE "module_unlock_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"module_id" text NOT NULL,
	"requested_by_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "phone" jsonb;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "farm_details" jsonb;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_units" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "company_number" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "phone" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "bank_details" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "branding" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "invoice_settings" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "advance_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "vetted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "module_unlock_requests" ADD CONSTRAINT "module_unlock_requests_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_unlock_requests" ADD CONSTRAINT "module_unlock_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_unlock_requests" ADD CONSTRAINT "module_unlock_requests_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "module_unlock_requests_open_key" ON "module_unlock_requests" USING btree ("organisation_id","module_id") WHERE "module_unlock_requests"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "module_unlock_requests_status_idx" ON "module_unlock_requests" USING btree ("status","requested_at");