-- Category titles name their products in search (domain/catalog/search-matches.ts): their words join
-- the dictionary that misspellings are corrected towards, as refreshSearchWords now writes it.
INSERT INTO "search_words" ("word")
SELECT "word" FROM ts_stat('select to_tsvector(''simple'', translate(title, ''ёЁ'', ''еЕ'')) from categories')
WHERE length("word") >= 3 AND "word" !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
