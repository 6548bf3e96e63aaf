CREATE TABLE "trading_contract_fixings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"weight_kg" bigint NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"fixed_on" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_organisation_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_contract_fixings_weight" CHECK ("trading_contract_fixings"."weight_kg" > 0),
	CONSTRAINT "trading_contract_fixings_price" CHECK ("trading_contract_fixings"."price_per_unit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trading_contract_price_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"delivery_id" uuid,
	"old_price_per_unit" bigint NOT NULL,
	"new_price_per_unit" bigint NOT NULL,
	"reason" text NOT NULL,
	"recorded_by" uuid,
	"recorded_by_organisation_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "rolled_from_contract_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "rolled_part" text;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "adjustment_scale" jsonb;--> statement-breakpoint
ALTER TABLE "trading_contract_fixings" ADD CONSTRAINT "trading_contract_fixings_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_fixings" ADD CONSTRAINT "trading_contract_fixings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_fixings" ADD CONSTRAINT "trading_contract_fixings_recorded_by_organisation_id_organisations_id_fk" FOREIGN KEY ("recorded_by_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_price_updates" ADD CONSTRAINT "trading_contract_price_updates_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_price_updates" ADD CONSTRAINT "trading_contract_price_updates_delivery_id_trading_contract_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."trading_contract_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_price_updates" ADD CONSTRAINT "trading_contract_price_updates_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_price_updates" ADD CONSTRAINT "trading_contract_price_updates_recorded_by_organisation_id_organisations_id_fk" FOREIGN KEY ("recorded_by_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_contract_fixings_contract_idx" ON "trading_contract_fixings" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "trading_contract_price_updates_contract_idx" ON "trading_contract_price_updates" USING btree ("contract_id","created_at");--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_rolled_from_contract_id_trading_contracts_id_fk" FOREIGN KEY ("rolled_from_contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_contracts_rolled_from_idx" ON "trading_contracts" USING btree ("rolled_from_contract_id");