-- The cards the catalog index keeps of listed products (domain/catalog/index/README.md) show what
-- the index itself does not hold: the slug, the photos and the default measure of a product, all
-- its prices, its translated titles, the measures' and price types' names. A write of any of those
-- now moves the catalog version too and leaves a 'card' entry in the change log, so that each
-- replica drops the cards it changed. The measures and price types are reference data that only
-- the seed and migrations write: a change of them makes the replicas read everything anew.
CREATE OR REPLACE FUNCTION "log_product_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version bigint := (SELECT "version" FROM "catalog_version" WHERE "id" = 1);
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT current_version, "id", 'membership' FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT current_version, "id", 'membership' FROM old_rows;
  ELSE
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT current_version, n."id", k."kind"
      FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      CROSS JOIN LATERAL (VALUES
        ('membership', n."published" IS DISTINCT FROM o."published" OR n."number" IS DISTINCT FROM o."number"),
        ('price', n."list_price" IS DISTINCT FROM o."list_price"),
        ('title', n."title" IS DISTINCT FROM o."title"),
        ('words', n."search_vector" IS DISTINCT FROM o."search_vector"),
        ('category', n."category_id" IS DISTINCT FROM o."category_id"),
        ('created', n."created_at" IS DISTINCT FROM o."created_at"),
        ('card', n."slug" IS DISTINCT FROM o."slug" OR n."images" IS DISTINCT FROM o."images"
          OR n."default_measure_id" IS DISTINCT FROM o."default_measure_id")
      ) AS k("kind", "changed")
      WHERE k."changed";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A product's prices and translated titles: one 'card' entry per product a statement touched (an
-- update's rows keep their product).
CREATE FUNCTION "log_product_card_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version bigint := (SELECT "version" FROM "catalog_version" WHERE "id" = 1);
BEGIN
  IF TG_TABLE_NAME = 'product_prices' AND TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "product_id", 'card' FROM old_rows;
  ELSIF TG_TABLE_NAME = 'product_prices' THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "product_id", 'card' FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "item_id", 'card' FROM old_rows WHERE "field" = 'title';
  ELSE
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "item_id", 'card' FROM new_rows WHERE "field" = 'title';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_prices_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_prices_inserted_log" AFTER INSERT ON "product_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_prices_updated_log" AFTER UPDATE ON "product_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_prices_deleted_log" AFTER DELETE ON "product_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_prices_truncated_log" AFTER TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
CREATE TRIGGER "product_translations_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_translations_inserted_log" AFTER INSERT ON "product_translations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_translations_updated_log" AFTER UPDATE ON "product_translations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_translations_deleted_log" AFTER DELETE ON "product_translations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_card_changes"();--> statement-breakpoint
CREATE TRIGGER "product_translations_truncated_log" AFTER TRUNCATE ON "product_translations" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
CREATE TRIGGER "measures_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "measures" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "measures_changed_log" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "measures" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
CREATE TRIGGER "price_types_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "price_types_changed_log" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_types" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();
