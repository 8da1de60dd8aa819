import { z } from "@hono/zod-openapi";
import { MAX_CART_ID, MAX_SERIAL_ID } from "../domain/references";

/**
 * The IRI of a resource under the API base.
 * @example
 *   iri("/catalog/products", 12); // "/api/catalog/products/12"
 */
export const iri = (collection: string, id: number | string) => `/api${collection}/${id}`;

/**
 * A JSON-LD collection as docs/contract.md describes it.
 * @example
 *   collection("/catalog/products", members, 123);
 */
export function collection<Member, Extra extends object = Record<never, never>>(
  path: string,
  member: Member[],
  totalItems: number,
  extra?: Extra,
) {
  return { "@id": `/api${path}`, "@type": "Collection" as const, member, totalItems, ...extra };
}

/**
 * `collection` as the UTF-8 JSON text of the answer, around members that are JSON text already
 * (written by the database and kept by the catalog index: domain/catalog/index/card-store.ts),
 * which are copied in unparsed.
 * @example
 *   collectionJson("/catalog/products", Buffer.from('[{"id":1}]'), 1, { facets: [] }).toString();
 *   // '{"@id":"/api/catalog/products","@type":"Collection","member":[{"id":1}],"totalItems":1,"facets":[]}'
 */
export function collectionJson(
  path: string,
  memberJson: Uint8Array,
  totalItems: number,
  extra: object = {},
): Uint8Array<ArrayBuffer> {
  const extraJson = JSON.stringify(extra).slice(1, -1);
  // A new buffer (never a shared one), as a response body takes it.
  return Buffer.concat([
    Buffer.from(`{"@id":${JSON.stringify(`/api${path}`)},"@type":"Collection","member":`),
    memberJson,
    Buffer.from(`,"totalItems":${totalItems}${extraJson ? `,${extraJson}` : ""}}`),
  ]) as Uint8Array<ArrayBuffer>;
}

/** Collection envelope schema for the OpenAPI document. */
export const collectionSchema = <Member extends z.ZodType>(member: Member, name: string) =>
  z
    .object({
      "@id": z.string(),
      "@type": z.literal("Collection"),
      member: z.array(member),
      totalItems: z.number().int(),
    })
    .openapi(name);

export const paginationQuery = (maxItemsPerPage: number) => ({
  page: z.coerce.number().int().min(1).max(100_000).default(1).openapi({ example: 1 }),
  itemsPerPage: z.coerce.number().int().min(1).max(maxItemsPerPage).default(20).openapi({ example: 20 }),
});

const idOf = (max: number) =>
  z.object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(max)
      .openapi({ param: { name: "id", in: "path" }, example: 1 }),
  });
export const idParam = idOf(MAX_SERIAL_ID);
export const cartIdParam = idOf(MAX_CART_ID);

// An unknown id in a URL is the same 404 as an item the domain cannot find.
export { notFound } from "../domain/errors";
