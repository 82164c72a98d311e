ALTER TABLE "test_gateway_payments" ADD COLUMN "card_type" varchar(32);--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "card_expiry" varchar(7);--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "kind" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "token" varchar(64);--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "payment_type" text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_provider_token_uq" ON "wallets" USING btree ("provider","provider_token");