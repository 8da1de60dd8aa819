CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "category_facet_counts_category_id_attribute_value_id_pk" PRIMARY KEY("category_id","attribute_value_id")
);
--> statement-breakpoint
ALTER TABLE "category_facet_counts" ADD CONSTRAINT "category_facet_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_facet_counts" ADD CONSTRAINT "category_facet_counts_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Catalogs seeded before this table existed get their counts here (the seed keeps them afterwards).
INSERT INTO "category_facet_counts" ("category_id", "attribute_value_id", "product_count")
SELECT "products"."category_id", "product_attribute_values"."attribute_value_id", count(*)::int
FROM "product_attribute_values"
JOIN "products" ON "products"."id" = "product_attribute_values"."product_id"
GROUP BY 1, 2;
