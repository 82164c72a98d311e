CREATE TABLE "trolley_samples" (
	"trolley_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trolley_samples_trolley_id_product_id_pk" PRIMARY KEY("trolley_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "trolley_samples" ADD CONSTRAINT "trolley_samples_trolley_id_trolleys_id_fk" FOREIGN KEY ("trolley_id") REFERENCES "public"."trolleys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trolley_samples" ADD CONSTRAINT "trolley_samples_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;