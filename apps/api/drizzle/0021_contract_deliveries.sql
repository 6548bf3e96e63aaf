CREATE TABLE "trading_contract_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"status" text NOT NULL,
	"planned_date" text NOT NULL,
	"planned_weight_kg" bigint NOT NULL,
	"lots" jsonb NOT NULL,
	"movement_id" uuid NOT NULL,
	"dispatched_date" text,
	"dispatched_weight_kg" bigint,
	"dispatched_at" timestamp with time zone,
	"sample_file_id" uuid,
	"sample_results" jsonb,
	"sample_scale" jsonb,
	"sampled_at" timestamp with time zone,
	"sampled_by" uuid,
	"gross_kg" bigint,
	"tare_kg" bigint,
	"net_kg" bigint,
	"tipped_quantity_kg" bigint,
	"weighbridge_file_id" uuid,
	"collection_receipt_file_id" uuid,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trading_contract_deliveries_weight" CHECK ("trading_contract_deliveries"."planned_weight_kg" > 0),
	CONSTRAINT "trading_contract_deliveries_net" CHECK ("trading_contract_deliveries"."net_kg" is null or "trading_contract_deliveries"."net_kg" = "trading_contract_deliveries"."gross_kg" - "trading_contract_deliveries"."tare_kg"),
	CONSTRAINT "trading_contract_deliveries_delivered" CHECK (("trading_contract_deliveries"."status" = 'delivered') = ("trading_contract_deliveries"."delivered_at" is not null and "trading_contract_deliveries"."weighbridge_file_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD COLUMN "contract_delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_contract_id_trading_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."trading_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_sampled_by_users_id_fk" FOREIGN KEY ("sampled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_weighbridge_file_id_files_id_fk" FOREIGN KEY ("weighbridge_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_collection_receipt_file_id_files_id_fk" FOREIGN KEY ("collection_receipt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_delivered_by_users_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_contract_deliveries" ADD CONSTRAINT "trading_contract_deliveries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trading_contract_deliveries_contract_idx" ON "trading_contract_deliveries" USING btree ("contract_id","planned_date");