CREATE TABLE "category_translations" (
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "category_translations_item_id_locale_field_pk" PRIMARY KEY("item_id","locale","field")
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "product_translations_item_id_locale_field_pk" PRIMARY KEY("item_id","locale","field")
);
--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_item_id_categories_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_item_id_products_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;