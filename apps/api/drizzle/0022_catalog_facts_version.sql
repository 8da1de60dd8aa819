-- Everything the catalog index store keeps about the catalog goes with its version
-- (domain/catalog/index/README.md): the reference data (measures, price types, attributes and
-- their values), the category tree and the categories' texts. Attributes (the import makes them)
-- and category translations (staff's PATCH …/translations) moved no version, so another replica
-- kept what it had read of them; now a write of either moves it too. It leaves no log entry: the
-- index holds neither, and an entry-less version only makes each replica read these facts anew.
CREATE TRIGGER "attributes_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "category_translations_catalog_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
