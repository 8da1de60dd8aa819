-- Applied once: its journal date came before 0022's, so databases migrated past 0022 skipped it,
-- and it now follows 0022 in the journal; a database that has the table already keeps it.
DO $migration$
BEGIN
  IF to_regclass('public.address_redirects') IS NULL THEN
    EXECUTE $sql$CREATE TABLE "address_redirects" (
	"kind" text NOT NULL,
	"old_key" text NOT NULL,
	"product_id" integer,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_redirects_kind_old_key_pk" PRIMARY KEY("kind","old_key"),
	CONSTRAINT "address_redirects_target" CHECK (("address_redirects"."kind" = 'product' and "address_redirects"."product_id" is not null and "address_redirects"."category_id" is null) or ("address_redirects"."kind" = 'category' and "address_redirects"."category_id" is not null and "address_redirects"."product_id" is null))
)$sql$;
    EXECUTE $sql$ALTER TABLE "address_redirects" ADD CONSTRAINT "address_redirects_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action$sql$;
    EXECUTE $sql$ALTER TABLE "address_redirects" ADD CONSTRAINT "address_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action$sql$;
    EXECUTE $sql$CREATE INDEX "address_redirects_product_idx" ON "address_redirects" USING btree ("product_id")$sql$;
    EXECUTE $sql$CREATE INDEX "address_redirects_category_idx" ON "address_redirects" USING btree ("category_id")$sql$;
  END IF;
END
$migration$;
