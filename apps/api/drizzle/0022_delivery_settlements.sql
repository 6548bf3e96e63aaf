CREATE TABLE "trading_settlements" (
	"delivery_id" uuid PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"settled_by" text NOT NULL,
	"weight_kg" bigint NOT NULL,
	"contract_price_per_unit" bigint NOT NULL,
	"price_per_unit_sold" bigint NOT NULL,
	"adjustments" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"settled_by_user" uuid,
	"payment_received_date" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid
);
--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" DROP CONSTRAINT "trading_contract_deliveries_delivered";--> statement-breakpoint
ALTER TABLE "trading_settlements" ADD CONSTRAINT "trading_settlements_delivery_id_trading_contract_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."trading_contract_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settlements" ADD CONSTRAINT "trading_settlements_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settlements" ADD CONSTRAINT "trading_settlements_invoice_id_trading_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."trading_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settlements" ADD CONSTRAINT "trading_settlements_settled_by_user_users_id_fk" FOREIGN KEY ("settled_by_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_settlements" ADD CONSTRAINT "trading_settlements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_settlements_invoice_key" ON "trading_settlements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "trading_settlements_contract_idx" ON "trading_settlements" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_delivered" CHECK (("trading_contract_deliveries"."status" in ('delivered', 'settled', 'paid')) = ("trading_contract_deliveries"."delivered_at" is not null and "trading_contract_deliveries"."weighbridge_file_id" is not null));