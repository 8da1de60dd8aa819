-- The catalog's change log (domain/catalog/index/README.md): every write of what the catalog index
-- holds leaves, in its own transaction, which product changed and how, under the catalog version
-- it makes; each replica reads the entries after its own version and patches its index.
CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"product_id" integer,
	"kind" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" USING btree ("version");--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at_idx" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
-- Entries up to this version may be gone: a replica older than it rebuilds its index.
ALTER TABLE "catalog_version" ADD COLUMN "pruned_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "catalog_version" SET "pruned_version" = "version";--> statement-breakpoint
-- The version moves BEFORE each statement (it was after), so that the statement's log entries,
-- written after its rows, carry the version it made; the row lock taken then is held to the
-- commit, so versions are handed out in commit order.
DROP TRIGGER "products_catalog_version" ON "products";--> statement-breakpoint
DROP TRIGGER "product_attribute_values_catalog_version" ON "product_attribute_values";--> statement-breakpoint
DROP TRIGGER "categories_catalog_version" ON "categories";--> statement-breakpoint
DROP TRIGGER "attribute_values_catalog_version" ON "attribute_values";--> statement-breakpoint
CREATE TRIGGER "products_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "attribute_values_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- A statement's changed products, from its transition tables (one entry per product and kind of
-- change, whatever the number of rows): an insert or delete, or a change of publication or
-- number, moves positions ('membership'); the other kinds are what the index holds of a product.
CREATE FUNCTION "log_product_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
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
        ('created', n."created_at" IS DISTINCT FROM o."created_at")
      ) AS k("kind", "changed")
      WHERE k."changed";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "log_product_value_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  current_version bigint := (SELECT "version" FROM "catalog_version" WHERE "id" = 1);
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "product_id", 'values' FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT DISTINCT current_version, "product_id", 'values' FROM old_rows;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- What the log does not name product by product (the category tree, a truncation): the replicas
-- rebuild.
CREATE FUNCTION "log_catalog_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("version", "product_id", "kind")
    SELECT "version", NULL, 'rebuild' FROM "catalog_version" WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_inserted_log" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_changes"();--> statement-breakpoint
CREATE TRIGGER "products_updated_log" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_changes"();--> statement-breakpoint
CREATE TRIGGER "products_deleted_log" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_changes"();--> statement-breakpoint
CREATE TRIGGER "products_truncated_log" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_inserted_log" AFTER INSERT ON "product_attribute_values" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_value_changes"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_updated_log" AFTER UPDATE ON "product_attribute_values" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_value_changes"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_deleted_log" AFTER DELETE ON "product_attribute_values" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_product_value_changes"();--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_truncated_log" AFTER TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
-- A category's count or description is not the index's: only a change of the tree (its paths) or of
-- a title (the words a search matches) is logged.
CREATE FUNCTION "log_category_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o."id" = n."id"
    WHERE n."id" IS NULL OR o."id" IS NULL OR n."path" IS DISTINCT FROM o."path" OR n."title" IS DISTINCT FROM o."title"
  ) THEN
    INSERT INTO "catalog_changes" ("version", "product_id", "kind")
      SELECT "version", NULL, 'rebuild' FROM "catalog_version" WHERE "id" = 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_inserted_log" AFTER INSERT ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();--> statement-breakpoint
CREATE TRIGGER "categories_updated_log" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "log_category_changes"();--> statement-breakpoint
CREATE TRIGGER "categories_deleted_log" AFTER DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "log_catalog_rebuild"();
