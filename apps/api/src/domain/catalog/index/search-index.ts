import { type Bitset, emptyBitset, intersectInto, uniteInto } from "./bitset";

// The words of the catalog in memory: every lexeme of the products' search vectors (title and
// number with weight A, description with B; stemmed by PostgreSQL's Russian configuration, so the
// database's own full-text rules stay the one definition of a word) with the positions of the
// products that have it. A search then costs a few binary searches and a pass over the matching
// postings instead of a scan of the vectors of every matching row: "чай" is in the description of
// nearly every product of a tea shop. A word may also name a product through its category's title
// (or a parent's): "пуэр" finds every product of «Пуэр», whose own titles are names like "Гунтин";
// the catalog index knows the categories and passes those products in (`CatalogIndex.matchSearch`).

/** The lexemes of one search word, in the three ways it may match. */
export interface SearchTerm {
  /** Lexemes the product must have as they are: the word as typed, or in another reading of it. */
  exact: string[];
  /** Lexemes a product's lexeme may start with (the word being typed). */
  prefixes: string[];
  /** Title words the word may be a misspelling of: they match, but rank below a reading as typed. */
  corrections: string[];
}

export interface SearchIndexSource {
  /** Distinct lexemes, in any order. */
  lexemes: string[];
  /** How many postings each lexeme has, in the order of `lexemes`. */
  counts: Uint32Array;
  /**
   * The postings of every lexeme, one after the other: `position * 2 + 1` where the lexeme is in
   * the product's title or number (weight A), `position * 2` where it is only in the description.
   */
  postings: Uint32Array;
}

/** The parts of a search index, lexemes sorted (what `SearchIndex.withProducts` makes). */
interface SortedWords {
  lexemes: string[];
  starts: Uint32Array;
  postings: Uint32Array;
  titleWords: Uint8Array;
}

/** A product's lexemes, for `SearchIndex.withProducts`. */
export interface ProductLexemes {
  position: number;
  lexemes: readonly { lexeme: string; inTitle: boolean }[];
}

/** What a search's terms match, as sets of positions. */
export interface TermMatches {
  /** Products with every term anywhere (title, number or description). */
  set: Bitset;
  /** Products with every term in the title or number: the best candidates. */
  inTitle: Bitset;
  /**
   * Products with every term in the title, the number or the title of their category (or of a
   * parent): `inTitle` and the next best candidates, ahead of a word found only in a description.
   */
  named: Bitset;
  /** Per term, the products whose title has it as typed (or in another reading), not only by prefix or correction. */
  typedInTitle: Bitset[];
}

/** The products a term names through something else than their own words (their categories), if any. */
export type NamedOtherwise = (term: SearchTerm) => Bitset | undefined;

export class SearchIndex {
  /** Distinct lexemes sorted by UTF-16 code units, so that a prefix's lexemes are a range. */
  private readonly lexemes: string[];
  /** Where each sorted lexeme's postings start in `postings`; one more entry for the end. */
  private readonly starts: Uint32Array;
  private readonly postings: Uint32Array;
  /** How many lexemes of weight A (title words and the number) each product has. */
  readonly titleWords: Uint8Array;

  private readonly size: number;

  // No parameter properties: tests run the API's sources with Node's type stripping.
  /** An index of a source, or (`{ sorted }`) one whose parts a patch made. */
  constructor(size: number, source: SearchIndexSource | { sorted: SortedWords }) {
    this.size = size;
    if ("sorted" in source) {
      ({
        lexemes: this.lexemes,
        starts: this.starts,
        postings: this.postings,
        titleWords: this.titleWords,
      } = source.sorted);
      return;
    }
    const { lexemes, counts, postings } = source;
    const sourceStarts = new Uint32Array(lexemes.length + 1);
    for (let at = 0; at < lexemes.length; at++)
      sourceStarts[at + 1] = (sourceStarts[at] ?? 0) + (counts[at] ?? 0);
    const order = Array.from(lexemes.keys()).sort((a, b) => compare(lexemes[a] ?? "", lexemes[b] ?? ""));
    this.lexemes = order.map((at) => lexemes[at] ?? "");
    this.starts = new Uint32Array(order.length + 1);
    this.postings = new Uint32Array(postings.length);
    this.titleWords = new Uint8Array(size);
    let next = 0;
    for (const [sorted, at] of order.entries()) {
      this.starts[sorted] = next;
      const chunk = postings.subarray(sourceStarts[at], sourceStarts[at + 1]);
      this.postings.set(chunk, next);
      next += chunk.length;
      for (const posting of chunk) {
        if ((posting & 1) === 0) continue;
        const position = posting >>> 1;
        this.titleWords[position] = Math.min(255, (this.titleWords[position] ?? 0) + 1);
      }
    }
    this.starts[order.length] = next;
  }

  /**
   * This index with the given products' lexemes replaced (`inTitle`: weight A): one pass over the
   * postings that drops the changed products' and merges their new ones in, new lexemes sorted
   * into place, lexemes left without postings dropped. Tens of milliseconds at 1.65 million
   * postings, where a rebuild reads and sorts them all.
   * @example
   *   words.withProducts([{ position: 12, lexemes: [{ lexeme: "улун", inTitle: true }] }]);
   */
  withProducts(changes: readonly ProductLexemes[]): SearchIndex {
    const changed = new Uint8Array(this.size);
    const arriving = new Map<string, number[]>();
    for (const { position, lexemes } of changes) {
      changed[position] = 1;
      for (const { lexeme, inTitle } of lexemes) {
        const postings = arriving.get(lexeme) ?? [];
        postings.push(position * 2 + (inTitle ? 1 : 0));
        arriving.set(lexeme, postings);
      }
    }
    const added = [...arriving.keys()].filter((lexeme) => {
      const [from, to] = this.exactRange(lexeme);
      return from === to;
    });
    added.sort(compare);
    const lexemes: string[] = [];
    const starts: number[] = [];
    const postings = new Uint32Array(
      this.postings.length + changes.reduce((sum, change) => sum + change.lexemes.length, 0),
    );
    let next = 0;
    const take = (lexeme: string, from: number, to: number) => {
      const start = next;
      for (let at = from; at < to; at++) {
        const posting = this.postings[at] ?? 0;
        if (changed[posting >>> 1] === 0) postings[next++] = posting;
      }
      for (const posting of arriving.get(lexeme) ?? []) postings[next++] = posting;
      if (next === start) return;
      lexemes.push(lexeme);
      starts.push(start);
    };
    let newAt = 0;
    for (let at = 0; at < this.lexemes.length; at++) {
      const lexeme = this.lexemes[at] ?? "";
      while (newAt < added.length && compare(added[newAt] ?? "", lexeme) < 0) {
        const fresh = added[newAt++] ?? "";
        take(fresh, 0, 0);
      }
      take(lexeme, this.starts[at] ?? 0, this.starts[at + 1] ?? 0);
    }
    while (newAt < added.length) take(added[newAt++] ?? "", 0, 0);
    starts.push(next);
    const titleWords = Uint8Array.from(this.titleWords);
    for (const { position, lexemes: own } of changes) {
      titleWords[position] = Math.min(255, own.filter((lexeme) => lexeme.inTitle).length);
    }
    return new SearchIndex(this.size, {
      sorted: { lexemes, starts: Uint32Array.from(starts), postings: postings.subarray(0, next), titleWords },
    });
  }

  /**
   * This index over `size` positions, the new ones without words (`withProducts` gives them theirs).
   * @example
   *   words.grown(size + 1);
   */
  grown(size: number): SearchIndex {
    const titleWords = new Uint8Array(size);
    titleWords.set(this.titleWords);
    const { lexemes, starts, postings } = this;
    return new SearchIndex(size, { sorted: { lexemes, starts, postings, titleWords } });
  }

  /** How many bytes the index holds (lexeme characters counted at two bytes). */
  get byteLength(): number {
    let characters = 0;
    for (const lexeme of this.lexemes) characters += lexeme.length;
    return this.postings.byteLength + this.starts.byteLength + this.titleWords.byteLength + characters * 2;
  }

  /**
   * The products matching every term (by their own words, or as `namedOtherwise` says), and which
   * of them have every term in the title. A term with no lexeme (a stop word in every reading) is
   * left out, as PostgreSQL leaves it out of a `tsquery`; a search with no term left matches nothing.
   * @example
   *   const { set, inTitle } = words.match([{ exact: ["сенч"], prefixes: [], corrections: [] }]);
   */
  match(terms: readonly SearchTerm[], namedOtherwise?: NamedOtherwise): TermMatches {
    let set: Bitset | undefined;
    let inTitle: Bitset | undefined;
    let named: Bitset | undefined;
    const typedInTitle: Bitset[] = [];
    for (const term of terms) {
      if (isEmptyTerm(term)) continue;
      const anywhere = emptyBitset(this.size);
      const titled = emptyBitset(this.size);
      const typed = emptyBitset(this.size);
      const ranges = [
        ...term.exact.map((lexeme) => ({ range: this.exactRange(lexeme), typed: true })),
        ...term.prefixes.map((prefix) => ({ range: this.prefixRange(prefix), typed: false })),
        ...term.corrections.map((lexeme) => ({ range: this.exactRange(lexeme), typed: false })),
      ];
      for (const { range, typed: asTyped } of ranges)
        this.addPostings(range, anywhere, titled, asTyped ? typed : undefined);
      // A prefix's own lexeme ("чайник" typed whole) matches as typed, not only as a prefix.
      for (const prefix of term.prefixes) this.addPostings(this.exactRange(prefix), anywhere, titled, typed);
      const naming = titled.slice();
      const otherwise = namedOtherwise?.(term);
      if (otherwise) {
        uniteInto(anywhere, otherwise);
        uniteInto(naming, otherwise);
      }
      // The first term's sets become the answer's; the others narrow them.
      set = set ? intersectInto(set, anywhere) : anywhere;
      inTitle = inTitle ? intersectInto(inTitle, titled) : titled;
      named = named ? intersectInto(named, naming) : naming;
      typedInTitle.push(typed);
    }
    return {
      set: set ?? emptyBitset(this.size),
      inTitle: inTitle ?? emptyBitset(this.size),
      named: named ?? emptyBitset(this.size),
      typedInTitle,
    };
  }

  private addPostings([from, to]: [number, number], anywhere: Bitset, titled: Bitset, typed?: Bitset): void {
    const { postings, starts } = this;
    for (let posting = starts[from] ?? 0, end = starts[to] ?? 0; posting < end; posting++) {
      const value = postings[posting] ?? 0;
      const position = value >>> 1;
      const bit = 1 << (position & 31);
      const word = position >>> 5;
      anywhere[word] = (anywhere[word] ?? 0) | bit;
      if ((value & 1) === 0) continue;
      titled[word] = (titled[word] ?? 0) | bit;
      if (typed) typed[word] = (typed[word] ?? 0) | bit;
    }
  }

  /** The range of sorted lexemes equal to `lexeme` (empty or one). */
  private exactRange(lexeme: string): [number, number] {
    const from = this.lowerBound(lexeme);
    return [from, this.lexemes[from] === lexeme ? from + 1 : from];
  }

  /** The range of sorted lexemes that start with `prefix`. */
  private prefixRange(prefix: string): [number, number] {
    // Every lexeme starting with the prefix sorts below the prefix followed by the highest code unit.
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  /** The first sorted lexeme not below `text`. */
  private lowerBound(text: string): number {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.lexemes[middle] ?? "", text) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Whether a short text's lexemes (a category title's) have every term, by the same rules as the
 * index: a term without lexemes is left out, and nothing is matched when none is left.
 * @example
 *   lexemesMatch([{ exact: [], prefixes: ["чайник"], corrections: [] }], ["чайник"]); // true
 */
export function lexemesMatch(terms: readonly SearchTerm[], lexemes: readonly string[]): boolean {
  const asked = terms.filter((term) => !isEmptyTerm(term));
  return (
    asked.length > 0 &&
    asked.every((term) =>
      lexemes.some(
        (lexeme) =>
          term.exact.includes(lexeme) ||
          term.corrections.includes(lexeme) ||
          term.prefixes.some((prefix) => lexeme.startsWith(prefix)),
      ),
    )
  );
}

/** Compares by UTF-16 code units (not by locale): the order binary search and prefixes rely on. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A term whose every reading is a stop word: left out of a search, as PostgreSQL leaves it out of
 * a `tsquery`.
 * @example
 *   isEmptyTerm({ exact: [], prefixes: [], corrections: [] }); // true
 */
export const isEmptyTerm = (term: SearchTerm) =>
  term.exact.length + term.prefixes.length + term.corrections.length === 0;
