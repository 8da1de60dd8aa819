import { describe, expect, it } from "vitest";
import { positionsInOrder } from "./bitset";
import { SearchIndex, type SearchTerm } from "./search-index";

// Four products as PostgreSQL's Russian configuration stems them (weight A: title and number):
//   0 "Чай зелёный"            ча(A) зелен(A) чашк
//   1 "Чайник чугунный"        чайник(A) чугун(A) ча
//   2 "Сенча"                  сенч(A) ча
//   3 "Пиала"                  пиал(A) чашк
const source = {
  lexemes: ["чашк", "ча", "зелен", "чайник", "чугун", "сенч", "пиал"],
  counts: Uint32Array.of(2, 3, 1, 1, 1, 1, 1),
  postings: Uint32Array.of(
    ...[0 * 2, 3 * 2], // чашк: descriptions of 0 and 3
    ...[0 * 2 + 1, 1 * 2, 2 * 2], // ча: title of 0, descriptions of 1 and 2
    0 * 2 + 1, // зелен
    1 * 2 + 1, // чайник
    1 * 2 + 1, // чугун
    2 * 2 + 1, // сенч
    3 * 2 + 1, // пиал
  ),
};
const index = new SearchIndex(4, source);
const term = (parts: Partial<SearchTerm>): SearchTerm => ({
  exact: [],
  prefixes: [],
  corrections: [],
  ...parts,
});
const positions = (set: Uint32Array) => positionsInOrder(set, 0, 100, "asc");

describe("the search index", () => {
  it("matches a lexeme anywhere, and tells the products that have it in the title", () => {
    const { set, inTitle, typedInTitle } = index.match([term({ exact: ["ча"] })]);
    expect(positions(set)).toEqual([0, 1, 2]);
    expect(positions(inTitle)).toEqual([0]);
    expect(typedInTitle.map(positions)).toEqual([[0]]);
  });

  it("matches the lexemes a prefix starts with, its own lexeme as typed", () => {
    const { set, inTitle, typedInTitle } = index.match([term({ prefixes: ["ча"] })]);
    expect(positions(set)).toEqual([0, 1, 2, 3]);
    expect(positions(inTitle)).toEqual([0, 1]);
    expect(typedInTitle.map(positions)).toEqual([[0]]);
  });

  it("needs every term, and a correction matches without counting as typed", () => {
    const { set, inTitle, typedInTitle } = index.match([
      term({ exact: ["ча"] }),
      term({ corrections: ["зелен"] }),
    ]);
    expect(positions(set)).toEqual([0]);
    expect(positions(inTitle)).toEqual([0]);
    expect(typedInTitle.map(positions)).toEqual([[0], []]);
  });

  it("leaves out a term without lexemes (a stop word) and matches nothing when none is left", () => {
    expect(positions(index.match([term({}), term({ exact: ["сенч"] })]).set)).toEqual([2]);
    expect(positions(index.match([term({})]).set)).toEqual([]);
    expect(positions(index.match([term({ exact: ["нет"] }), term({ exact: ["ча"] })]).set)).toEqual([]);
  });

  it("matches what a term names otherwise (a category's title) without counting it as in the title", () => {
    // "Пуэр" names products 1 and 3 through their category; "ча" is in 0's title and 1's description.
    const category = Uint32Array.of(0b1010);
    const namedOtherwise = (searched: SearchTerm) => (searched.exact.includes("пуэр") ? category : undefined);
    const alone = index.match([term({ exact: ["пуэр"] })], namedOtherwise);
    expect(positions(alone.set)).toEqual([1, 3]);
    expect(positions(alone.named)).toEqual([1, 3]);
    expect(positions(alone.inTitle)).toEqual([]);
    expect(alone.typedInTitle.map(positions)).toEqual([[]]);
    const both = index.match([term({ exact: ["ча"] }), term({ exact: ["пуэр"] })], namedOtherwise);
    expect(positions(both.set)).toEqual([1]);
    // 1 has "ча" only in its description: a match, but not named by every word.
    expect(positions(both.named)).toEqual([]);
    expect([...category]).toEqual([0b1010]);
  });

  it("counts each product's title words", () => {
    expect([...index.titleWords]).toEqual([2, 2, 1, 1]);
  });
});
