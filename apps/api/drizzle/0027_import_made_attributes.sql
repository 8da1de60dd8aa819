-- Which YML import made an attribute or a value (issue 46 point 1): the import's undo removes those
-- it made that no product carries any more, so an import undone leaves the catalog as it was.
-- Null for the seed's and those made before: an undo keeps them. No foreign key, as audit_log's.
ALTER TABLE "attribute_values" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "attributes" ADD COLUMN "import_id" integer;
