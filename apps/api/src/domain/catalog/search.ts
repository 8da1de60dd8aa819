import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseExecutor } from "../../db/executor";
import { searchWords } from "../../db/schema/index";
import type { SearchTerm } from "./index/search-index";
import { type SearchSlot, searchSlots } from "./search-text";

/**
 * A search text as the database reads it. The text itself is `searchText` from the route to here
 * (`search=` on the wire, `q` in the storefront's URL); its expression, `expression` where it is used.
 */
export interface SearchExpression {
  /** Every word's lexemes, as the catalog's search index (search-index.ts) matches them. */
  terms: SearchTerm[];
  /**
   * Per word, the same as `to_tsquery('russian', …)` expressions (tests compare the index with
   * them): `anywhere` matches the word in one of its readings, `inTitle` only among the words of
   * the title and the number (weight A).
   */
  tsqueries: { anywhere: string; inTitle: string }[];
  /** Words of digits only: a product with that number comes first. */
  numbers: string[];
}

// Past this many words a word list starts afresh (a bound on what one catalog version keeps).
const MAX_KEPT_WORDS = 20_000;

/**
 * What the dictionary said of the words searched so far. A busy shop sees the same words again and
 * again, so each catalog index store keeps one per version of the catalog's texts
 * (`catalog.searchWords(index)`): the corrections are the catalog's title words, so a renamed
 * product, a new one or an import starts a new one (issue 29: a renamed product kept its old
 * corrections).
 */
export type SearchWords = Map<string, WordLookup>;

/**
 * The expression of a search text (docs/contract.md, "Search"): every word must match, as typed
 * or in another reading of it: typed in the other keyboard layout (`xfq`: "чай"), transliterated
 * (`sencha`: "сенча"), or corrected to the closest title words by trigrams (`дарджилинк`:
 * "дарджилинг"). The last word may be unfinished (`чайн` finds "чайник"), and a word of digits is a
 * product number or its start. ё is е. Undefined when the text has no word.
 * @example
 *   (await searchExpression(db, "xfq", catalog.searchWords(index)))?.tsqueries[0]?.anywhere; // "xfq:* | чай:*"
 */
export async function searchExpression(
  db: Database,
  searchText: string,
  lookups: SearchWords,
): Promise<SearchExpression | undefined> {
  const readings = (slot: SearchSlot) =>
    [slot.typed, slot.layout, slot.transliterated].filter((word): word is string => word !== undefined);
  const typed = searchSlots(searchText);
  await lookUp(
    db,
    lookups,
    typed.flatMap((slot) => (slot.digits ? [] : readings(slot))),
  );
  // Stop words ("кофе с кардамоном") are not in the index: requiring them, or their readings in
  // the other alphabet, would find nothing.
  const slots = typed.filter((slot) => slot.digits || !lookups.get(slot.typed)?.stop);
  if (slots.length === 0) return undefined;
  const lexemesOf = (word: string, digits: boolean) => (digits ? [word] : (lookups.get(word)?.lexemes ?? []));
  const parts = slots.map((slot, index) => {
    const last = index === slots.length - 1;
    const words = readings(slot);
    // Only the word being typed is a prefix; a finished word of two letters would match too much.
    const isPrefix = (word: string) => last && word.length >= 2;
    const corrections = words.flatMap((word) => lookups.get(word)?.corrections ?? []);
    const term: SearchTerm = {
      exact: words.filter((word) => !isPrefix(word)).flatMap((word) => lexemesOf(word, slot.digits)),
      prefixes: words.filter(isPrefix).flatMap((word) => lexemesOf(word, slot.digits)),
      corrections: corrections.flatMap((correction) => correction.lexemes),
    };
    const alternatives = new Set([
      ...words.map((word) => (isPrefix(word) ? `${word}:*` : word)),
      ...corrections.map((correction) => correction.word),
    ]);
    return { term, alternatives: [...alternatives] };
  });
  return {
    terms: parts.map(({ term }) => term),
    tsqueries: parts.map(({ alternatives }) => ({
      anywhere: alternatives.join(" | "),
      inTitle: alternatives.map((word) => (word.endsWith(":*") ? `${word}A` : `${word}:A`)).join(" | "),
    })),
    numbers: slots.filter((slot) => slot.digits).map((slot) => slot.typed),
  };
}

/**
 * What the database says of a word: its lexemes (`to_tsvector('russian', …)`, none for a stop
 * word), the title words it may be a misspelling of (with theirs), whether it is a stop word.
 */
export interface WordLookup {
  lexemes: string[];
  corrections: { word: string; lexemes: string[] }[];
  /** A word the Russian index leaves out ("с", "из", "по"): it cannot be required to match. */
  stop: boolean;
}

/**
 * Looks up, once per word, its lexemes, whether it is a stop word and the title words closest to
 * it by trigrams. Lexemes come as space-separated texts (the parser never puts a space in one).
 */
async function lookUp(db: Database, lookups: SearchWords, words: string[]): Promise<void> {
  const unknown = [...new Set(words)].filter((word) => !lookups.has(word));
  if (unknown.length === 0) return;
  const rows = await db.execute<{
    typed: string;
    lexemes: string;
    word: string | null;
    wordLexemes: string | null;
    sameStem: boolean | null;
    stop: boolean;
  }>(sql`
    select typed, close_words.word,
      array_to_string(tsvector_to_array(to_tsvector('russian', typed)), ' ') as lexemes,
      array_to_string(tsvector_to_array(to_tsvector('russian', close_words.word)), ' ') as "wordLexemes",
      ts_lexize('russian_stem', close_words.word) = ts_lexize('russian_stem', typed) as "sameStem",
      coalesce(ts_lexize('russian_stem', typed) = '{}', false) as stop
    from unnest(array[${sql.join(
      unknown.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) as typed
    left join lateral (
      select word from ${searchWords} where length(typed) >= 3 and word % typed order by word <-> typed limit 3
    ) as close_words on true`);
  const found = "rows" in rows ? rows.rows : rows;
  if (lookups.size > MAX_KEPT_WORDS) lookups.clear();
  for (const word of unknown) {
    const similar = found.filter((row) => row.typed === word);
    const close = similar.flatMap((row) =>
      row.word === null ? [] : [{ word: row.word, lexemes: lexemesIn(row.wordLexemes) }],
    );
    lookups.set(word, {
      lexemes: lexemesIn(similar[0]?.lexemes),
      stop: similar.some((row) => row.stop),
      // A word whose stem is in the titles ("чайники" for "чайник") is no typo: widening it to
      // similar words would only blur the results.
      corrections: similar.some((row) => row.sameStem) ? [] : close,
    });
  }
}

const lexemesIn = (text: string | null | undefined) => (text ? text.split(" ") : []);

/**
 * The lexemes of a text column as the search matches them (Russian configuration, ё as е), as one
 * space-separated text: the catalog index reads category titles with it.
 * @example
 *   db.select({ lexemes: russianLexemes(categories.title) }).from(categories);
 */
export const russianLexemes = (text: SQLWrapper) =>
  sql<string>`array_to_string(tsvector_to_array(to_tsvector('russian', translate(${text}, 'ёЁ', 'еЕ'))), ' ')`;

// The dictionary keeps title words as written ('simple': lower-cased, not stemmed), ё as е: a
// misspelling is compared with real words, and the full-text query then stems the word found.
const titleWords = (titles: ReturnType<typeof sql>) => sql`
  insert into ${searchWords} (word)
  select word from ${titles}
  where length(word) >= 3 and word !~ '^[0-9]+$'
  on conflict do nothing`;

/**
 * Adds the words of a product or category title to the dictionary search corrects towards.
 * @example
 *   await addTitleWords(tx, "Молочный улун, премиум");
 */
export async function addTitleWords(db: DatabaseExecutor, title: string): Promise<void> {
  await db.execute(
    titleWords(
      sql`unnest(tsvector_to_array(to_tsvector('simple', translate(${title}, 'ёЁ', 'еЕ')))) as word`,
    ),
  );
}

/**
 * Rebuilds the dictionary from every product and category title (after a seed or an import): a
 * category's words find its products ("пуэр"), so their misspellings are corrected too.
 * @example
 *   await refreshSearchWords(db);
 */
export async function refreshSearchWords(db: DatabaseExecutor): Promise<void> {
  await db.execute(
    titleWords(
      sql`ts_stat('select to_tsvector(''simple'', translate(title, ''ёЁ'', ''еЕ'')) from products union all select to_tsvector(''simple'', translate(title, ''ёЁ'', ''еЕ'')) from categories')`,
    ),
  );
}
