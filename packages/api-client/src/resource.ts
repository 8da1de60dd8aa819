import { operationDeniedError } from "./api-error";
import type { ApiClient, CallOptions } from "./create-api-client";
import { type Collection, readCollection } from "./json-ld";
import { type ApiResult, isNetworkFailure } from "./network-failure";
import { type FilterValue, type ListParams, serializeListQuery } from "./query";

/** Operations a resource may declare. */
export type Operation =
  | "list"
  | "get"
  | "getBySlug"
  | "getByCode"
  | "create"
  | "update"
  | "replace"
  | "delete"
  | "getTranslations"
  | "updateTranslations"
  | "move";

/** The types of one resource: its item, and optionally its bodies, filters and sortable fields. */
export interface ResourceTypes {
  item: unknown;
  /** Body of `create` and `replace`; default `Partial<item>`. */
  create?: unknown;
  /** Body of `update` (merge patch); default `Partial<create>`. */
  update?: unknown;
  /** Filterable fields (dotted for nested ones) to their value types. */
  filters?: Record<string, FilterValue>;
  /** Fields usable in `sort[field]`. */
  sort?: string;
  /** Named shapes of the list's members (`view=card`) to their types, e.g. `{ card: ProductCard }`. */
  views?: Record<string, unknown>;
}

type ItemOf<T extends ResourceTypes> = T["item"];
type CreateOf<T extends ResourceTypes> = T extends { create: infer C } ? C : Partial<ItemOf<T>>;
type UpdateOf<T extends ResourceTypes> = T extends { update: infer U } ? U : Partial<CreateOf<T>>;
type FiltersOf<T extends ResourceTypes> = T extends { filters: infer F } ? F : Record<string, FilterValue>;
type SortOf<T extends ResourceTypes> = T extends { sort: infer S extends string } ? S : string;
type ViewsOf<T extends ResourceTypes> = T extends { views: infer V extends Record<string, unknown> }
  ? V
  : Record<never, never>;
/** The members of a list: whole items, or the view asked for. */
type MemberOf<T extends ResourceTypes, V> = [V] extends [never]
  ? ItemOf<T>
  : V extends keyof ViewsOf<T>
    ? ViewsOf<T>[V]
    : ItemOf<T>;

/** An id in a path: the numeric id (or a slug-like key where the API uses one). */
export type ResourceId = number | string;

/** Texts of a resource per locale and field: `{ ru: { title: "…" }, "en-US": { … } }`. */
export interface Translations {
  translations: Record<string, Record<string, string>>;
}

/**
 * A change of texts (a merge patch): only the locales and fields given change, and `null` removes
 * a translation (answers then fall back to the base locale's text).
 */
export interface TranslationsPatch {
  translations: Record<string, Record<string, string | null>>;
}

/** Where `move` shifts an item in its ordered list. */
export interface MoveParams {
  direction: "up" | "down";
  /** How many places; default 1. */
  number?: number;
}

/** Every operation of a resource; a {@link Resource} exposes the declared ones. */
export interface ResourceOperations<T extends ResourceTypes> {
  /**
   * `GET {url}?page=&itemsPerPage=&…filters&search=&sort[field]=&facets=1&view=`: whole items, or
   * with `view` one of the shapes the resource declares (`{ view: "card" }`), typed as that shape.
   */
  list<V extends keyof ViewsOf<T> & string = never>(
    params?: ListParams<FiltersOf<T>, SortOf<T>> & { view?: V },
    options?: CallOptions,
  ): Promise<ApiResult<Collection<MemberOf<T, V>>>>;
  /** `GET {url}/{id}` */
  get(id: ResourceId, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `GET {url}-by-slug/{slug}`; a slug may contain `/` (category paths). */
  getBySlug(slug: string, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `GET {url}-by-code/{code}` */
  getByCode(code: string, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `POST {url}` */
  create(body: CreateOf<T>, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `PATCH {url}/{id}` (merge patch, the default update method) */
  update(id: ResourceId, body: UpdateOf<T>, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `PUT {url}/{id}` */
  replace(id: ResourceId, body: CreateOf<T>, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
  /** `DELETE {url}/{id}` */
  delete(id: ResourceId, options?: CallOptions): Promise<ApiResult<undefined>>;
  /** `GET {url}/{id}/translations?field=` */
  getTranslations(id: ResourceId, field?: string, options?: CallOptions): Promise<ApiResult<Translations>>;
  /** `PATCH {url}/{id}/translations`; answers every text after the change. */
  updateTranslations(
    id: ResourceId,
    body: TranslationsPatch,
    options?: CallOptions,
  ): Promise<ApiResult<Translations>>;
  /** `PATCH {url}/{id}/move?direction=&number=` */
  move(id: ResourceId, params: MoveParams, options?: CallOptions): Promise<ApiResult<ItemOf<T>>>;
}

/** A resource with the operations `O` it declares. */
export type Resource<T extends ResourceTypes, O extends Operation> = Pick<ResourceOperations<T>, O> & {
  /** Path below the API base, e.g. `/catalog/products`. */
  readonly path: string;
  readonly operations: readonly O[];
};

/** What a resource declares: its path and operations, and optionally an admin path beside it. */
export interface ResourceDefinition<O extends Operation, A extends Operation> {
  path: string;
  operations: readonly O[];
  /** Staff operations at their own path (`/sales/admin/orders`); exposed as `resource.admin`. */
  admin?: { path: string; operations: readonly A[] };
}

/** A resource and, when declared, its admin side. */
export type DefinedResource<T extends ResourceTypes, O extends Operation, A extends Operation> = Resource<
  T,
  O
> &
  ([A] extends [never] ? unknown : { readonly admin: Resource<T, A> });

const segment = (id: ResourceId) => encodeURIComponent(String(id));

function bindResource<T extends ResourceTypes, O extends Operation>(
  client: ApiClient,
  path: string,
  operations: readonly O[],
): Resource<T, O> {
  const allowed = new Set<Operation>(operations);
  // Every operation exists at run time, so a caller past the types still gets the 403 of SPEC.md
  // section 5 instead of a request the API would refuse anyway.
  const guard =
    <Args extends unknown[], R>(operation: Operation, run: (...args: Args) => Promise<R>) =>
    (...args: Args): Promise<R> =>
      allowed.has(operation) ? run(...args) : Promise.reject(operationDeniedError());
  const item = (id: ResourceId) => `${path}/${segment(id)}`;

  const all: ResourceOperations<T> = {
    list: guard("list", async (params, options) => {
      const answer = await client.get<unknown>(path, { ...options, query: serializeListQuery(params) });
      return isNetworkFailure(answer) ? answer : readCollection<never>(answer);
    }),
    get: guard("get", (id, options) => client.get(item(id), options)),
    getBySlug: guard("getBySlug", (slug, options) =>
      client.get(`${path}-by-slug/${slug.split("/").map(segment).join("/")}`, options),
    ),
    getByCode: guard("getByCode", (code, options) => client.get(`${path}-by-code/${segment(code)}`, options)),
    create: guard("create", (body, options) => client.post(path, body, options)),
    update: guard("update", (id, body, options) => client.patch(item(id), body, options)),
    replace: guard("replace", (id, body, options) => client.put(item(id), body, options)),
    delete: guard("delete", (id, options) => client.delete(item(id), options)),
    getTranslations: guard("getTranslations", (id, field, options) =>
      client.get(`${item(id)}/translations`, { ...options, query: { field } }),
    ),
    updateTranslations: guard("updateTranslations", (id, body, options) =>
      client.patch(`${item(id)}/translations`, body, options),
    ),
    move: guard("move", (id, params, options) =>
      client.patch(`${item(id)}/move`, undefined, {
        ...options,
        query: { direction: params.direction, number: params.number ?? 1 },
      }),
    ),
  };
  return Object.assign(all, { path, operations });
}

/**
 * Declares a resource of the API with its allowed operations; the result has exactly those methods.
 * Curried so the item types are given while the operation lists are inferred.
 * @example
 *   const orders = defineResource<{ item: Order; update: OrderAdminUpdate; sort: "createdAt" }>()(api, {
 *     path: "/sales/orders",
 *     operations: ["list", "get", "getBySlug"],
 *     admin: { path: "/sales/admin/orders", operations: ["update", "delete"] },
 *   });
 *   await orders.list({ sort: { createdAt: "desc" } });
 *   await orders.admin.update(7, { comment: "Позвонить до 18:00" });
 */
export function defineResource<T extends ResourceTypes>() {
  return <const O extends Operation, const A extends Operation = never>(
    client: ApiClient,
    definition: ResourceDefinition<O, A>,
  ): DefinedResource<T, O, A> => {
    const resource = bindResource<T, O>(client, definition.path, definition.operations);
    if (!definition.admin) return resource as DefinedResource<T, O, A>;
    const admin = bindResource<T, A>(client, definition.admin.path, definition.admin.operations);
    return Object.assign(resource, { admin }) as DefinedResource<T, O, A>;
  };
}
