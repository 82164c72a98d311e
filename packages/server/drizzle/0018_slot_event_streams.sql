CREATE TABLE "slot_event_streams" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"client" varchar(255) NOT NULL,
	"instance" varchar(36) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "slot_event_streams_client_idx" ON "slot_event_streams" USING btree ("client");--> statement-breakpoint
CREATE INDEX "slot_event_streams_instance_idx" ON "slot_event_streams" USING btree ("instance");