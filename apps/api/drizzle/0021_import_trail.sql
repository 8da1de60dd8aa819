ALTER TABLE "audit_log" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "audit_log_import_idx" ON "audit_log" USING btree ("import_id","id") WHERE "audit_log"."import_id" is not null;--> statement-breakpoint
-- Written by hand: a job is the trail of an import (its file's hash and size, its report), named by
-- the audit log's entries of the products it changed; the log keeps its entries for ever (0012), so
-- the jobs are kept as long. Their progress is still written while they run.
CREATE FUNCTION "catalog_imports_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'catalog_imports is the audit trail of imports: its rows are never deleted';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_imports_no_deletes" BEFORE DELETE ON "catalog_imports" FOR EACH ROW EXECUTE FUNCTION "catalog_imports_kept"();--> statement-breakpoint
CREATE TRIGGER "catalog_imports_no_truncate" BEFORE TRUNCATE ON "catalog_imports" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_imports_kept"();
