CREATE TABLE "market_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"commodity_id" text NOT NULL,
	"region" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text,
	"price_minor" bigint,
	"move_minor" bigint,
	"move_percent" double precision,
	"side" text,
	"fired_on" date,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_import_mappings" (
	"source" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_price_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"imported" integer NOT NULL,
	"first_day" text,
	"last_day" text,
	"imported_by" uuid,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_url" text NOT NULL,
	"feed_title" text NOT NULL,
	"item_key" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"link" text,
	"published_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"commodity_id" text NOT NULL,
	"region" text NOT NULL,
	"kind" text NOT NULL,
	"contract_month" text NOT NULL,
	"source" text NOT NULL,
	"priced_on" date NOT NULL,
	"priced_at" timestamp with time zone NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_target_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"commodity_id" text NOT NULL,
	"month" text NOT NULL,
	"region" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_update_views" (
	"update_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_update_views_update_id_user_id_pk" PRIMARY KEY("update_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "market_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_import_mappings" ADD CONSTRAINT "market_import_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_price_imports" ADD CONSTRAINT "market_price_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_target_prices" ADD CONSTRAINT "market_target_prices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_target_prices" ADD CONSTRAINT "market_target_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_update_views" ADD CONSTRAINT "market_update_views_update_id_market_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."market_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_update_views" ADD CONSTRAINT "market_update_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_updates" ADD CONSTRAINT "market_updates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_alerts_series_idx" ON "market_alerts" USING btree ("commodity_id","kind","region");--> statement-breakpoint
CREATE INDEX "market_alerts_user_idx" ON "market_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_news_items_key" ON "market_news_items" USING btree ("feed_url","item_key");--> statement-breakpoint
CREATE INDEX "market_news_items_published_idx" ON "market_news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "market_prices_series_idx" ON "market_prices" USING btree ("commodity_id","kind","priced_on");--> statement-breakpoint
CREATE UNIQUE INDEX "market_prices_reading_key" ON "market_prices" USING btree ("source","commodity_id","kind","region","contract_month","priced_at");--> statement-breakpoint
CREATE INDEX "market_prices_source_day_idx" ON "market_prices" USING btree ("source","priced_on");--> statement-breakpoint
CREATE UNIQUE INDEX "market_target_prices_key" ON "market_target_prices" USING btree ("organisation_id","commodity_id","month","region");--> statement-breakpoint
CREATE INDEX "market_target_prices_org_idx" ON "market_target_prices" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "market_updates_published_idx" ON "market_updates" USING btree ("published_at");--> statement-breakpoint
-- Market prices and the platform's trades are announced to every API instance (after commit), which drop the price
-- answers they keep (market/prices); once a statement, as an import writes thousands of rows in one.
CREATE FUNCTION "market_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "market_prices_change" AFTER INSERT OR UPDATE OR DELETE ON "market_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "market_change"('market:prices');
--> statement-breakpoint
CREATE TRIGGER "trading_trades_market_change" AFTER INSERT OR UPDATE OR DELETE ON "trading_trades"
  FOR EACH STATEMENT EXECUTE FUNCTION "market_change"('market:trades');
