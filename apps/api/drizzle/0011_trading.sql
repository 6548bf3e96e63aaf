CREATE SEQUENCE "public"."trading_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "trading_bid_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"month" text NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"premium" bigint,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "trading_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quantity_min_kg" bigint NOT NULL,
	"quantity_max_kg" bigint NOT NULL,
	"note" text,
	"currency" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"accepted_option_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"final_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trading_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"business_unit_id" uuid NOT NULL,
	"created_by" uuid,
	"commodity_id" text NOT NULL,
	"commodity_item_id" text,
	"variety" text,
	"quantity_unit" text NOT NULL,
	"quantity_min_kg" bigint NOT NULL,
	"quantity_max_kg" bigint NOT NULL,
	"traded_kg" bigint DEFAULT 0 NOT NULL,
	"movement" jsonb NOT NULL,
	"movement_months" text[] NOT NULL,
	"scheduled" boolean NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"review_at" timestamp with time zone NOT NULL,
	"offers_expire_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"notes" text,
	"specification" jsonb NOT NULL,
	"haulage" text NOT NULL,
	"delivery_postcode" text,
	"tascc_assured" boolean NOT NULL,
	"farm_assured" boolean NOT NULL,
	"what3words" text,
	"currency" text NOT NULL,
	"guide_price" bigint,
	"target_price" bigint,
	"reason_id" text,
	"anonymous" boolean NOT NULL,
	"collection" jsonb NOT NULL,
	"status" text NOT NULL,
	"end_reason_id" text,
	"ended_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"relisted_from_id" uuid,
	"review_done_at" timestamp with time zone,
	"expiring_done_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_listings_quantities" CHECK ("trading_listings"."quantity_min_kg" <= "trading_listings"."quantity_max_kg"),
	CONSTRAINT "trading_listings_traded" CHECK ("trading_listings"."traded_kg" >= 0 and "trading_listings"."traded_kg" <= "trading_listings"."quantity_max_kg")
);
--> statement-breakpoint
CREATE TABLE "trading_reopen_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trading_trade_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wanted_id" uuid NOT NULL,
	"seller_organisation_id" uuid NOT NULL,
	"seller_user_id" uuid,
	"business_unit_id" uuid NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"commodity_id" text NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"month" text NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"currency" text NOT NULL,
	"notes" text,
	"scheme_status" text NOT NULL,
	"collection" jsonb NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trading_trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"origin" text NOT NULL,
	"listing_id" uuid,
	"bid_id" uuid,
	"option_id" uuid,
	"trade_request_id" uuid,
	"seller_organisation_id" uuid NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"commodity_id" text NOT NULL,
	"month" text NOT NULL,
	"quantity_kg" bigint NOT NULL,
	"price_per_unit" bigint NOT NULL,
	"premium" bigint,
	"currency" text NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone NOT NULL,
	"contract_due_at" timestamp with time zone NOT NULL,
	"contract" jsonb,
	"contract_file_id" uuid,
	"contract_received_at" timestamp with time zone,
	"contract_requested_at" timestamp with time zone,
	"overdue_done_at" timestamp with time zone,
	CONSTRAINT "trading_trades_quantity" CHECK ("trading_trades"."quantity_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "trading_wanted" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" uuid,
	"commodity_id" text NOT NULL,
	"commodity_item_id" text,
	"quantity_min_kg" bigint NOT NULL,
	"quantity_max_kg" bigint NOT NULL,
	"months" text[] NOT NULL,
	"price_per_unit" bigint,
	"currency" text NOT NULL,
	"delivery_postcode" text,
	"notes" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trading_bid_options" ADD CONSTRAINT "trading_bid_options_bid_id_trading_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."trading_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_bids" ADD CONSTRAINT "trading_bids_listing_id_trading_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."trading_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_bids" ADD CONSTRAINT "trading_bids_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_bids" ADD CONSTRAINT "trading_bids_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD CONSTRAINT "trading_listings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD CONSTRAINT "trading_listings_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD CONSTRAINT "trading_listings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_listings" ADD CONSTRAINT "trading_listings_relisted_from_id_trading_listings_id_fk" FOREIGN KEY ("relisted_from_id") REFERENCES "public"."trading_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_reopen_requests" ADD CONSTRAINT "trading_reopen_requests_bid_id_trading_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."trading_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_reopen_requests" ADD CONSTRAINT "trading_reopen_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trade_requests" ADD CONSTRAINT "trading_trade_requests_wanted_id_trading_wanted_id_fk" FOREIGN KEY ("wanted_id") REFERENCES "public"."trading_wanted"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trade_requests" ADD CONSTRAINT "trading_trade_requests_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trade_requests" ADD CONSTRAINT "trading_trade_requests_seller_user_id_users_id_fk" FOREIGN KEY ("seller_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trade_requests" ADD CONSTRAINT "trading_trade_requests_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trade_requests" ADD CONSTRAINT "trading_trade_requests_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_listing_id_trading_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."trading_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_bid_id_trading_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."trading_bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_trade_request_id_trading_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trading_trade_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_trades" ADD CONSTRAINT "trading_trades_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_wanted" ADD CONSTRAINT "trading_wanted_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_wanted" ADD CONSTRAINT "trading_wanted_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_bid_options_bid_idx" ON "trading_bid_options" USING btree ("bid_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_bids_one_per_buyer_key" ON "trading_bids" USING btree ("listing_id","buyer_organisation_id") WHERE "trading_bids"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "trading_bids_buyer_idx" ON "trading_bids" USING btree ("buyer_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "trading_bids_expiry_due_idx" ON "trading_bids" USING btree ("expires_at") WHERE "trading_bids"."status" in ('sent', 'updated');--> statement-breakpoint
CREATE UNIQUE INDEX "trading_listings_reference_key" ON "trading_listings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "trading_listings_organisation_idx" ON "trading_listings" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "trading_listings_market_idx" ON "trading_listings" USING btree ("review_at") WHERE "trading_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "trading_listings_review_due_idx" ON "trading_listings" USING btree ("review_at") WHERE "trading_listings"."status" <> 'closed' and "trading_listings"."review_done_at" is null;--> statement-breakpoint
CREATE INDEX "trading_listings_expiring_due_idx" ON "trading_listings" USING btree ("offers_expire_at") WHERE "trading_listings"."status" <> 'closed' and "trading_listings"."expiring_done_at" is null;--> statement-breakpoint
CREATE INDEX "trading_listings_closing_due_idx" ON "trading_listings" USING btree ("closes_at") WHERE "trading_listings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "trading_reopen_pending_key" ON "trading_reopen_requests" USING btree ("bid_id") WHERE "trading_reopen_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trading_reopen_bid_idx" ON "trading_reopen_requests" USING btree ("bid_id","requested_at");--> statement-breakpoint
CREATE INDEX "trading_reopen_due_idx" ON "trading_reopen_requests" USING btree ("expires_at") WHERE "trading_reopen_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trading_trade_requests_seller_idx" ON "trading_trade_requests" USING btree ("seller_organisation_id","sent_at");--> statement-breakpoint
CREATE INDEX "trading_trade_requests_buyer_idx" ON "trading_trade_requests" USING btree ("buyer_organisation_id","sent_at");--> statement-breakpoint
CREATE INDEX "trading_trade_requests_due_idx" ON "trading_trade_requests" USING btree ("expires_at") WHERE "trading_trade_requests"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "trading_trades_reference_key" ON "trading_trades" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_trades_bid_key" ON "trading_trades" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trading_trades_trade_request_key" ON "trading_trades" USING btree ("trade_request_id");--> statement-breakpoint
CREATE INDEX "trading_trades_seller_idx" ON "trading_trades" USING btree ("seller_organisation_id","accepted_at");--> statement-breakpoint
CREATE INDEX "trading_trades_buyer_idx" ON "trading_trades" USING btree ("buyer_organisation_id","accepted_at");--> statement-breakpoint
CREATE INDEX "trading_trades_listing_idx" ON "trading_trades" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "trading_trades_overdue_due_idx" ON "trading_trades" USING btree ("contract_due_at") WHERE "trading_trades"."contract_received_at" is null and "trading_trades"."overdue_done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_wanted_reference_key" ON "trading_wanted" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "trading_wanted_active_idx" ON "trading_wanted" USING btree ("created_at") WHERE "trading_wanted"."status" = 'active';--> statement-breakpoint
CREATE INDEX "trading_wanted_organisation_idx" ON "trading_wanted" USING btree ("organisation_id","created_at");