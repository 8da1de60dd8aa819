import { and, asc, desc, eq, gt, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import { categories, productAttributeValues, products } from "../db/schema/index";
import { isEmptyTerm } from "../domain/catalog/index/search-index";
import type { ProductQuery } from "../domain/catalog/products";
import { readCatalogReference } from "../domain/catalog/reference";
import { type SearchExpression, searchExpression } from "../domain/catalog/search";
import { numericFromKopecks } from "../domain/money";

// The product list as plain SQL answers it, scanning what matches: the reference the catalog
// index (domain/catalog/catalog-index.ts) is compared with. Product ids of the page, the total
// and the facet counts by attribute code and value.

export interface OracleAnswer {
  ids: number[];
  totalItems: number;
  facets: Record<string, Record<string, number>>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

async function conditionsOf(
  db: Database,
  query: ProductQuery,
  expression: SearchExpression | undefined,
  skipAttribute?: string,
): Promise<SQL[]> {
  const reference = await readCatalogReference(db);
  // Unpublished products are out of every public list.
  const conditions: SQL[] = [sql`${products.published}`];
  if (query.categoryPath !== undefined) {
    const path = query.categoryPath;
    conditions.push(
      sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.path} = ${path} or ${categories.path} like ${`${escapeLike(path)}/%`})`,
    );
  }
  if (query.numbers?.length) conditions.push(anyOf(products.number, query.numbers));
  if (query.titleContains) conditions.push(ilike(products.title, `%${escapeLike(query.titleContains)}%`));
  const { price, createdAt } = query;
  if (price?.lt !== undefined) conditions.push(lt(products.listPrice, numericFromKopecks(price.lt)));
  if (price?.lte !== undefined) conditions.push(lte(products.listPrice, numericFromKopecks(price.lte)));
  if (price?.gt !== undefined) conditions.push(gt(products.listPrice, numericFromKopecks(price.gt)));
  if (price?.gte !== undefined) conditions.push(gte(products.listPrice, numericFromKopecks(price.gte)));
  if (createdAt?.before) conditions.push(lte(products.createdAt, createdAt.before));
  if (createdAt?.strictlyBefore) conditions.push(lt(products.createdAt, createdAt.strictlyBefore));
  if (createdAt?.after) conditions.push(gte(products.createdAt, createdAt.after));
  if (createdAt?.strictlyAfter) conditions.push(gt(products.createdAt, createdAt.strictlyAfter));
  for (const [code, values] of query.attributes ?? []) {
    if (code === skipAttribute) continue;
    const attribute = reference.attributes.find((candidate) => candidate.code === code);
    const ids =
      attribute?.values.filter((value) => values.includes(value.value)).map((value) => value.id) ?? [];
    conditions.push(
      sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${anyOf(productAttributeValues.attributeValueId, ids)})`,
    );
  }
  if (expression)
    conditions.push(
      everyWord(expression, (word) => sql`(${hasWord(word.anywhere)} or ${inCategoryNamed(word)})`),
    );
  return conditions;
}

type WordQueries = SearchExpression["tsqueries"][number];

const hasWord = (tsquery: string) => sql`${products.searchVector} @@ to_tsquery('russian', ${tsquery})`;

// The product's category, or a parent of it, has the word in its title.
const inCategoryNamed = (word: WordQueries) => sql`${products.categoryId} in (
  select own.id from ${categories} as own join ${categories} as named
    on own.path = named.path or starts_with(own.path, named.path || '/')
  where to_tsvector('russian', translate(named.title, 'ёЁ', 'еЕ')) @@ to_tsquery('russian', ${word.anywhere}))`;

/** Every word (but those the search leaves out, stop words) meets the condition. */
const everyWord = (expression: SearchExpression, condition: (word: WordQueries) => SQL) =>
  sql`(${sql.join(
    expression.tsqueries
      .filter((_, at) => expression.terms[at] !== undefined && !isEmptyTerm(expression.terms[at]))
      .map(condition),
    sql` and `,
  )})`;

const SORT_COLUMNS = {
  number: products.number,
  price: products.listPrice,
  title: products.title,
  createdAt: products.createdAt,
} as const;

/**
 * The page, total and facet counts of a product list query by plain SQL.
 * @example
 *   const expected = await oracleList(db, { categoryPath: "tea", sort: [], page: 1, itemsPerPage: 20, facets: true });
 */
export async function oracleList(db: Database, query: ProductQuery): Promise<OracleAnswer> {
  // The words looked up now, for the catalog as it is (a new list of words: none kept).
  const expression = query.searchText ? await searchExpression(db, query.searchText, new Map()) : undefined;
  if (query.searchText && !expression) return { ids: [], totalItems: 0, facets: {} };
  const where = and(...(await conditionsOf(db, query, expression)));
  const order: SQL[] = query.sort.map(({ field, direction }) =>
    direction === "asc" ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]),
  );
  if (expression && order.length === 0) {
    // Relevance: products whose title (or number) has every word first, among them a typed number
    // first, then more words in the title as typed (or read otherwise, not only by prefix or
    // correction), then fewer title words; next those with every word in the title or category,
    // by number; the others after them by number.
    const inTitle = everyWord(expression, (word) => hasWord(word.inTitle));
    const named = everyWord(
      expression,
      (word) => sql`(${hasWord(word.inTitle)} or ${inCategoryNamed(word)})`,
    );
    const titleLexemes = (condition: SQL) =>
      sql`(select count(*) from unnest(${products.searchVector}) as word where 'A' = any(word.weights) and ${condition})`;
    const typed = expression.terms
      .filter((term) => !isEmptyTerm(term))
      .map((term) => [...term.exact, ...term.prefixes])
      .map((lexemes) =>
        lexemes.length
          ? sql`(${titleLexemes(
              sql`word.lexeme in (${sql.join(
                lexemes.map((lexeme) => sql`${lexeme}`),
                sql`, `,
              )})`,
            )} > 0)::int`
          : sql`0`,
      );
    order.push(sql`${inTitle} desc`, sql`${named} desc`);
    if (expression.numbers.length)
      order.push(
        sql`case when ${inTitle} then ${anyOf(products.number, expression.numbers)} end desc nulls last`,
      );
    order.push(sql`case when ${inTitle} then ${sql.join(typed, sql` + `)} end desc nulls last`);
    order.push(sql`case when ${inTitle} then least(255, ${titleLexemes(sql`true`)}) end asc nulls last`);
  }
  order.push(asc(products.number));
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage);
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const facets: OracleAnswer["facets"] = {};
  const reference = await readCatalogReference(db);
  for (const attribute of reference.attributes) {
    const own = query.attributes?.has(attribute.code) ? attribute.code : undefined;
    const counted = await db
      .select({ valueId: productAttributeValues.attributeValueId, count: sql<number>`count(*)::int` })
      .from(productAttributeValues)
      .innerJoin(products, eq(products.id, productAttributeValues.productId))
      .where(and(...(await conditionsOf(db, query, expression, own))))
      .groupBy(productAttributeValues.attributeValueId);
    const byId = new Map(counted.map((row) => [row.valueId, row.count]));
    const values: Record<string, number> = {};
    for (const value of attribute.values) {
      const count = byId.get(value.id) ?? 0;
      if (count > 0 || query.attributes?.get(attribute.code)?.includes(value.value))
        values[value.value] = count;
    }
    if (Object.keys(values).length > 0) facets[attribute.code] = values;
  }
  return { ids: rows.map((row) => row.id), totalItems: count?.total ?? 0, facets };
}
