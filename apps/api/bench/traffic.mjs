// Traffic that looks like shoppers (issue 18), built from what the running API itself answers: its
// categories and their facets, its product titles, numbers and slugs. Each scenario is a function
// that returns the next request path; most of them are new to the server, as real traffic is.

import { CYRILLIC_TO_LATIN, otherLayout } from "../src/domain/catalog/search-text.ts";

const random = (n) => Math.floor(Math.random() * n);
const pick = (items) => items[random(items.length)];
const chance = (probability) => Math.random() < probability;

async function json(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

// The wrong keyboard layout and a transliteration, as a shopper produces them: the search's own
// tables (one home for the rule, issue 30), so the traffic asks for what the search reads back.
const wrongLayout = (word) => otherLayout(word) ?? word;
const transliterated = (word) => [...word].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join("");
const ENDINGS = ["ы", "и", "а", "ом", "ой", "ами", "ах"];
/** A typo: a letter dropped, doubled or swapped with the next. */
function typo(word) {
  const at = 1 + random(Math.max(1, word.length - 2));
  switch (random(3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  }
}

/**
 * Reads the catalog of the API at `base` and returns the scenarios of the benchmark.
 * @example
 *   const scenarios = await shopperTraffic("http://127.0.0.1:3001", { searches: 500 });
 *   scenarios["catalog list"](); // "/api/catalog/products?category=tea%2Fgreen&attributes.country[]=china&…"
 */
export async function shopperTraffic(base, { searches = 600 } = {}) {
  const { member: categories } = await json(base, "/api/catalog/categories?itemsPerPage=500");
  // Facet values per category (and for the whole catalog), to filter by what exists there.
  const facetsOf = new Map();
  for (const path of ["", ...categories.map((category) => category.path)]) {
    const page = await json(
      base,
      `/api/catalog/products?itemsPerPage=1&facets=1${path ? `&category=${encodeURIComponent(path)}` : ""}`,
    );
    facetsOf.set(path, page.facets ?? []);
  }

  // Titles of a spread of products, for the search words.
  const titles = new Set();
  for (const sort of ["number", "title", "price", "createdAt"]) {
    for (const direction of ["asc", "desc"]) {
      const page = await json(base, `/api/catalog/products?itemsPerPage=100&sort[${sort}]=${direction}`);
      for (const product of page.member) titles.add(product.title.toLowerCase());
    }
  }
  const words = [...new Set([...titles].flatMap((title) => title.match(/[\p{L}]{3,}/gu) ?? []))];
  const queries = new Set();
  const forms = [
    (word) => word,
    (word) => word.slice(0, -1) + pick(ENDINGS),
    typo,
    (word) => word.slice(0, 3 + random(Math.max(1, word.length - 3))),
    transliterated,
    wrongLayout,
    (word) => `${word} ${pick(words)}`,
    (word) => `${typo(word)} ${pick(words).slice(0, 4)}`,
  ];
  for (let tries = 0; queries.size < searches && tries < searches * 20; tries += 1) {
    queries.add(pick(forms)(pick(words)).toLowerCase());
  }
  const searchTexts = [...queries];

  // Every product's slug, from the sitemap's chunks.
  const slugs = [];
  for (let next = "/api/sitemap/products?limit=5000"; next; ) {
    const chunk = await json(base, next);
    for (const entry of chunk.member) slugs.push(entry.slug);
    next = chunk.next;
  }
  const numbers = slugs.length;

  const SORTS = [
    "",
    "sort[price]=asc",
    "sort[price]=desc",
    "sort[title]=asc",
    "sort[createdAt]=desc",
    "sort[number]=asc",
  ];
  const list = () => {
    const path = chance(0.1) ? "" : pick(categories).path;
    // Cards, as every listing of the storefront asks for them (issue 29).
    const params = ["view=card", "facets=1", `page=${1 + random(10)}`];
    if (path) params.push(`category=${encodeURIComponent(path)}`);
    const facets = facetsOf.get(path) ?? [];
    const filters = Math.min(facets.length, random(3));
    for (const facet of [...facets].sort(() => Math.random() - 0.5).slice(0, filters)) {
      const value = pick(facet.values);
      if (value) params.push(`attributes.${facet.code}[]=${encodeURIComponent(value.value)}`);
    }
    if (chance(0.2)) {
      const low = 100 * random(50);
      params.push(`price[between]=${low * 100}..${(low + 500 + random(3000)) * 100}`);
    }
    const sort = pick(SORTS);
    if (sort) params.push(sort);
    return `/api/catalog/products?${params.join("&")}`;
  };
  // As the storefront's search page asks (features/search/search-products.ts): cards, no facets.
  const search = () =>
    `/api/catalog/products?view=card&search=${encodeURIComponent(pick(searchTexts))}&page=${chance(0.8) ? 1 : 2}`;
  const productPage = () =>
    chance(0.5)
      ? `/api/catalog/products-by-slug/${encodeURIComponent(pick(slugs))}`
      : `/api/catalog/products-by-number/${100_001 + random(numbers)}`;
  // One request per keystroke: the prefixes of a query, from the second letter on.
  let typing = [];
  const suggestions = () => {
    if (typing.length === 0) {
      const text = pick(searchTexts);
      typing = Array.from({ length: Math.max(1, text.length - 1) }, (_, index) => text.slice(0, index + 2));
    }
    return `/api/catalog/suggestions?search=${encodeURIComponent(typing.shift())}`;
  };
  return {
    scenarios: { "catalog list": list, search, "product page": productPage, suggestions },
    distinctSearches: searchTexts.length,
  };
}
