/** An IRI of a resource, e.g. `/api/catalog/products/12`. */
export type Iri = string;

/** What every resource of the API carries. */
export interface JsonLdResource {
  "@id": Iri;
  "@type": string;
  id: number;
}

/** A facet of a product list: counts of each value under the other active filters. */
export interface Facet {
  code: string;
  title: string;
  values: { value: string; title: string; count: number }[];
}

/** A list answer, whichever of the plain or `hydra:`-prefixed forms the API used. */
export interface Collection<T> {
  member: T[];
  totalItems: number;
  facets?: Facet[];
}

/** A success answer that is only a message (`@type: "MessageResponse"`). */
export interface MessageResponse {
  "@type": "MessageResponse";
  message: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function linkOrCopy(value: unknown): unknown {
  if (isPlainObject(value) && typeof value["@id"] === "string") return value["@id"];
  return replaceLinkedObjects(value);
}

/**
 * Replaces every linked object (anything with an `@id`) below the top level of a body by its IRI,
 * at any depth; the body itself is kept even when it has an `@id` of its own.
 * @example
 *   replaceLinkedObjects({ cart: { "@id": "/api/sales/carts/3", items: [] } }); // { cart: "/api/sales/carts/3" }
 */
export function replaceLinkedObjects(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(linkOrCopy);
  if (!isPlainObject(body)) return body;
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, linkOrCopy(value)]));
}

/**
 * Reads a list answer in the plain (`member`) or `hydra:`-prefixed (`hydra:member`) form.
 * @example
 *   readCollection<Product>({ "hydra:member": [], "hydra:totalItems": 0 }); // { member: [], totalItems: 0 }
 */
export function readCollection<T>(body: unknown): Collection<T> {
  const fields = isPlainObject(body) ? body : {};
  const member = (fields.member ?? fields["hydra:member"] ?? []) as T[];
  const total = fields.totalItems ?? fields["hydra:totalItems"];
  const collection: Collection<T> = { member, totalItems: typeof total === "number" ? total : member.length };
  if (Array.isArray(fields.facets)) collection.facets = fields.facets as Facet[];
  return collection;
}

export function isMessageResponse(body: unknown): body is MessageResponse {
  return isPlainObject(body) && body["@type"] === "MessageResponse" && typeof body.message === "string";
}
