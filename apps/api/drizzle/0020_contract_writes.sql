ALTER TABLE "trading_contracts" ALTER COLUMN "buyer_organisation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_records" ADD COLUMN "storage_contract_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_contract_files" ADD COLUMN "added_by_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "origin" text DEFAULT 'trade' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "counterparty_name" text;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "counterparty_organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "storage_quantity_kg" bigint;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD COLUMN "notice_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trading_contract_files" ADD CONSTRAINT "trading_contract_files_added_by_organisation_id_organisations_id_fk" FOREIGN KEY ("added_by_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_counterparty_organisation_id_organisations_id_fk" FOREIGN KEY ("counterparty_organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contracts" ADD CONSTRAINT "trading_contracts_other_party" CHECK (("trading_contracts"."origin" = 'trade' and "trading_contracts"."buyer_organisation_id" is not null) or ("trading_contracts"."origin" = 'entered' and "trading_contracts"."buyer_organisation_id" is null and "trading_contracts"."counterparty_name" is not null));--> statement-breakpoint
-- Files on trades' contracts so far came with the buyer's signed contract: the buyer attached them.
UPDATE "trading_contract_files" SET "added_by_organisation_id" = "trading_contracts"."buyer_organisation_id" FROM "trading_contracts" WHERE "trading_contracts"."id" = "trading_contract_files"."contract_id" AND "trading_contract_files"."added_by_organisation_id" IS NULL;
