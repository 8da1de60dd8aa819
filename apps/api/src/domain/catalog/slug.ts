import { and, inArray, like, ne } from "drizzle-orm";
import type { DatabaseExecutor } from "../../db/executor";
import { products } from "../../db/schema/index";
import { CYRILLIC_TO_LATIN } from "./search-text";

/**
 * A URL slug from Russian text: transliterated as the search reads Latin letters, lower case,
 * anything else a single hyphen.
 * @example
 *   slugify("Зелёный чай Лунцзин"); // "zelenyy-chay-luntszin"
 */
export function slugify(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => CYRILLIC_TO_LATIN[char] ?? char)
    .join("")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The slug of `text` at most `max` characters long, cut at a hyphen where one is near: a long
 * title's transliteration (щ is four letters) must stay within its column's limit.
 * @example
 *   slugWithin("Очень длинное название", 12); // "ochen"
 */
export function slugWithin(text: string, max: number): string {
  const slug = slugify(text);
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const hyphen = cut.lastIndexOf("-");
  return (hyphen > max / 2 ? cut.slice(0, hyphen) : cut).replace(/-+$/, "");
}

/** A product that needs a slug: its id when it exists already (its own slug is free to it). */
export interface SlugWanted {
  id?: number | undefined;
  title: string;
  number: string;
}

/** The two slugs a product tries first: its title's, then its title's with its number. */
function firstCandidates({ title, number }: SlugWanted): [string, string] {
  // Room for "-number" and a count ("-12") within the editor's limit of 200.
  const base = slugWithin(title, 120) || "product";
  return [base, `${base}-${slugWithin(number, 64) || "1"}`];
}

/**
 * The products' slug rule, for the editor and the import alike: the title's slug, else with the
 * product number, else that counted (`-2`, `-3`…), the first that no other product has and no
 * product earlier in `wanted` is given. Two or three queries whatever the number of products (one
 * more per product whose first two are taken). A writer that races this one to a slug is refused
 * by the unique constraint, and tries again.
 * @example
 *   await freeProductSlugs(tx, [{ title: "Улун", number: "A-1" }, { title: "Улун", number: "A.1" }]);
 *   // ["ulun", "ulun-a-1"], or ["ulun-a-1", "ulun-a-1-2"] when "ulun" is taken
 */
export async function freeProductSlugs(executor: DatabaseExecutor, wanted: SlugWanted[]): Promise<string[]> {
  if (wanted.length === 0) return [];
  const firsts = wanted.map(firstCandidates);
  const owners = new Map<string, number>();
  for (const row of await executor
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, [...new Set(firsts.flat())]))) {
    owners.set(row.slug, row.id);
  }
  const given = new Set<string>();
  const takenFor = (slug: string, id: number | undefined) => {
    const owner = owners.get(slug);
    return given.has(slug) || (owner !== undefined && owner !== id);
  };
  const slugs: string[] = [];
  for (const [index, product] of wanted.entries()) {
    const [base, withNumber] = firsts[index] ?? firstCandidates(product);
    let slug = [base, withNumber].find((candidate) => !takenFor(candidate, product.id));
    if (slug === undefined) {
      // Counted slugs are rare (two products of one title and number slug): read those taken.
      for (const row of await executor
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(
          and(
            like(products.slug, `${withNumber}-%`),
            product.id === undefined ? undefined : ne(products.id, product.id),
          ),
        )) {
        owners.set(row.slug, row.id);
      }
      for (let count = 2; slug === undefined; count += 1) {
        const candidate = `${withNumber}-${count}`;
        if (!takenFor(candidate, product.id)) slug = candidate;
      }
    }
    given.add(slug);
    slugs.push(slug);
  }
  return slugs;
}
