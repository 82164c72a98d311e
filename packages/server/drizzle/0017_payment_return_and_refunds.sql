-- Issue 33 (docs/adr/0030-payment-return-void-and-refund.md): the confirmation's request version (a key sent
-- again with another is a 422), the hash of the payment return's token (the return is the shopper's own),
-- and what the test gateway gave back on a refund.
ALTER TABLE "checkout_attempts" ADD COLUMN "request_version" bigint;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "return_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "test_gateway_payments" ADD COLUMN "refunded_cents" integer;