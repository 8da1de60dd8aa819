import { z } from "@hono/zod-openapi";
import { HttpProblem } from "./problem";

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

/** Ids of serial (int4) columns: anything larger cannot exist and must not reach the database. */
export const MAX_SERIAL_ID = 2_147_483_647;
/** Cart ids are random bigints below 2^47 (see the carts table). */
export const MAX_CART_ID = 2 ** 47;

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

/**
 * The numeric id in a reference: an IRI (`/api/sales/carts/12`), a number or a numeric string.
 * Throws a 422 naming `propertyPath` when it is none of these or of another collection.
 * @example
 *   idFromReference("/api/sales/carts/12", "/sales/carts", "cart"); // 12
 */
export function idFromReference(
  reference: unknown,
  collectionPath: string,
  propertyPath: string,
  max: number = MAX_SERIAL_ID,
): number {
  const text =
    typeof reference === "number" ? String(reference) : typeof reference === "string" ? reference : "";
  const prefix = `/api${collectionPath}/`;
  const raw = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  if (/^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= max) return Number(raw);
  throw new HttpProblem(422, {
    detail: "The request is not valid.",
    violations: [
      { propertyPath, message: `Ожидается ссылка вида ${prefix}{id}.`, code: "invalid_reference" },
    ],
  });
}

// An unknown id in a URL is the same 404 as an item the domain cannot find.
export { notFound } from "../domain/errors";
