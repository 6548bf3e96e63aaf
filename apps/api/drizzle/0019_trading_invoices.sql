CREATE TABLE "trading_invoice_numbers" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trading_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"recipient_organisation_id" uuid NOT NULL,
	"self_billed" boolean NOT NULL,
	"invoice_date" text NOT NULL,
	"due_date" text NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_label" text,
	"tax_percentage" numeric(5, 2),
	"tax_number" text,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_invoices_number" CHECK ("trading_invoices"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "trading_invoice_numbers" ADD CONSTRAINT "trading_invoice_numbers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_invoices" ADD CONSTRAINT "trading_invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_invoices" ADD CONSTRAINT "trading_invoices_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_invoices" ADD CONSTRAINT "trading_invoices_recipient_organisation_id_organisations_id_fk" FOREIGN KEY ("recipient_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trading_invoices_number_key" ON "trading_invoices" USING btree ("organisation_id","number");--> statement-breakpoint
CREATE INDEX "trading_invoices_recipient_idx" ON "trading_invoices" USING btree ("recipient_organisation_id","issued_at");--> statement-breakpoint
CREATE INDEX "trading_invoices_contract_idx" ON "trading_invoices" USING btree ("contract_id");