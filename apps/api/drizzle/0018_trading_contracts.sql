CREATE TABLE "trading_contract_files" (
	"contract_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_contract_files_contract_id_file_id_pk" PRIMARY KEY("contract_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "trading_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"trade_id" uuid,
	"seller_organisation_id" uuid NOT NULL,
	"seller_business_unit_id" uuid NOT NULL,
	"buyer_organisation_id" uuid NOT NULL,
	"contract_number" text,
	"commodity_id" text NOT NULL,
	"harvest_year" integer NOT NULL,
	"specification" jsonb,
	"month" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"payment_terms" text,
	"payment_days" integer,
	"price_per_unit" bigint NOT NULL,
	"premium_price" bigint,
	"price_type" text NOT NULL,
	"currency" text NOT NULL,
	"total_weight_kg" bigint NOT NULL,
	"haulage" text,
	"haulage_reference" text,
	"fixed" boolean NOT NULL,
	"rolled_over" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_contracts_weight" CHECK ("trading_contracts"."total_weight_kg" > 0),
	CONSTRAINT "trading_contracts_dates" CHECK ("trading_contracts"."start_date" <= "trading_contracts"."end_date")
);
--> statement-breakpoint
ALTER TABLE "trading_contract_files" ADD CONSTRAINT "trading_contract_files_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_files" ADD CONSTRAINT "trading_contract_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_trade_id_trading_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trading_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_seller_organisation_id_organisations_id_fk" FOREIGN KEY ("seller_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_seller_business_unit_id_business_units_id_fk" FOREIGN KEY ("seller_business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_buyer_organisation_id_organisations_id_fk" FOREIGN KEY ("buyer_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_contracts_trade_key" ON "trading_contracts" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "trading_contracts_seller_idx" ON "trading_contracts" USING btree ("seller_organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "trading_contracts_buyer_idx" ON "trading_contracts" USING btree ("buyer_organisation_id","created_at");
--> statement-breakpoint
-- Trades made before contracts existed open theirs now, as an accept does (contracts/service.ts openFromTrade; the
-- contracts test checks the two agree): premium when the price carries a premium, the movement month's first and
-- last day, the listing's farm, specification and haulage (a trade request names none).
INSERT INTO "trading_contracts" (
	"type", "status", "trade_id", "seller_organisation_id", "seller_business_unit_id", "buyer_organisation_id",
	"commodity_id", "harvest_year", "specification", "month", "start_date", "end_date", "price_per_unit", "premium_price",
	"price_type", "currency", "total_weight_kg", "haulage", "fixed", "created_by", "created_at", "updated_at"
)
SELECT
	CASE WHEN coalesce(t."premium", 0) <> 0 THEN 'premium' ELSE 'sales' END,
	'open', t."id", t."seller_organisation_id", coalesce(l."business_unit_id", r."business_unit_id"),
	t."buyer_organisation_id", t."commodity_id",
	-- The listing's harvest year, else the movement month's marketing year (July to June: harvestYearOfMonth).
	coalesce(l."harvest_year", substr(t."month", 1, 4)::int - CASE WHEN substr(t."month", 6, 2)::int >= 7 THEN 0 ELSE 1 END),
	l."specification", t."month", t."month" || '-01',
	to_char((to_date(t."month" || '-01', 'YYYY-MM-DD') + interval '1 month' - interval '1 day'), 'YYYY-MM-DD'),
	t."price_per_unit", t."premium", 'fixed', t."currency", t."quantity_kg", l."haulage", true, t."accepted_by",
	t."accepted_at", t."accepted_at"
FROM "trading_trades" t
LEFT JOIN "trading_listings" l ON l."id" = t."listing_id"
LEFT JOIN "trading_trade_requests" r ON r."id" = t."trade_request_id"
WHERE NOT EXISTS (SELECT 1 FROM "trading_contracts" c WHERE c."trade_id" = t."id");
