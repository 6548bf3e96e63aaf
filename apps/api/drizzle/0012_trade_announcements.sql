ALTER TABLE "trading_trades" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
-- Trades made before the sweep announced them were told at once, in their own transaction.
UPDATE "trading_trades" SET "announced_at" = "accepted_at";--> statement-breakpoint
CREATE INDEX "trading_trades_unannounced_idx" ON "trading_trades" USING btree ("accepted_at") WHERE "trading_trades"."announced_at" is null;
