ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "number"), 'A') || setweight(to_tsvector('russian', translate(coalesce("title", ''), 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('russian', translate(coalesce("description", ''), 'ёЁ', 'еЕ')), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT translate("word", 'ё', 'е') FROM "search_words" WHERE "word" LIKE '%ё%' ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "search_words" WHERE "word" LIKE '%ё%';
