CREATE TABLE "order_status_translations" (
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "order_status_translations_item_id_locale_field_pk" PRIMARY KEY("item_id","locale","field")
);
--> statement-breakpoint
ALTER TABLE "order_status_translations" ADD CONSTRAINT "order_status_translations_item_id_order_statuses_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_statuses"("id") ON DELETE cascade ON UPDATE no action;