CREATE TABLE "trolley_idempotency_keys" (
	"trolley_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"request" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trolley_idempotency_keys_trolley_id_key_pk" PRIMARY KEY("trolley_id","key")
);
--> statement-breakpoint
ALTER TABLE "trolley_idempotency_keys" ADD CONSTRAINT "trolley_idempotency_keys_trolley_id_trolleys_id_fk" FOREIGN KEY ("trolley_id") REFERENCES "public"."trolleys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trolley_idempotency_keys_created_idx" ON "trolley_idempotency_keys" USING btree ("created_at");