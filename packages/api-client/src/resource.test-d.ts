import { describe, expectTypeOf, it } from "vitest";
import type { ApiClient } from "./create-api-client";
import type { Collection } from "./json-ld";
import { isNetworkFailure, type NetworkFailure } from "./network-failure";
import type { ListParams } from "./query";
import { defineResource, type Operation, type Translations } from "./resource";

interface Tea {
  "@id": string;
  id: number;
  title: string;
  price: number;
}
interface TeaTypes {
  item: Tea;
  create: { title: string; price: number };
  filters: { title: string; price: number; createdAt: string | Date } & Record<
    `attributes.${string}`,
    string
  >;
  sort: "title" | "price";
}

declare const client: ApiClient;

describe("defineResource", () => {
  const teas = defineResource<TeaTypes>()(client, { path: "/teas", operations: ["list", "get", "update"] });

  it("has exactly the declared operations", () => {
    expectTypeOf(teas).toHaveProperty("list");
    expectTypeOf(teas).toHaveProperty("get");
    expectTypeOf(teas).toHaveProperty("update");
    expectTypeOf(teas).not.toHaveProperty("create");
    expectTypeOf(teas).not.toHaveProperty("delete");
    expectTypeOf(teas).not.toHaveProperty("move");
    expectTypeOf(teas).not.toHaveProperty("admin");
    expectTypeOf(teas.operations).toEqualTypeOf<readonly ("list" | "get" | "update")[]>();
  });

  it("answers a list in a view the resource declares as that view, and refuses others", () => {
    interface TeaCard {
      "@id": string;
      id: number;
      title: string;
    }
    const withCards = defineResource<TeaTypes & { views: { card: TeaCard } }>()(client, {
      path: "/teas",
      operations: ["list"],
    });
    expectTypeOf(withCards.list({ view: "card" })).resolves.toEqualTypeOf<
      Collection<TeaCard> | NetworkFailure
    >();
    expectTypeOf(withCards.list({ page: 2 })).resolves.toEqualTypeOf<Collection<Tea> | NetworkFailure>();
    // @ts-expect-error not a view of this resource
    withCards.list({ view: "thumbnail" });
    // @ts-expect-error a resource without views has none
    teas.list({ view: "card" });
  });

  it("answers the item, a collection of items, or the explicit network failure", () => {
    expectTypeOf(teas.get(1)).resolves.toEqualTypeOf<Tea | NetworkFailure>();
    expectTypeOf(teas.list()).resolves.toEqualTypeOf<Collection<Tea> | NetworkFailure>();
  });

  it("narrows to the answer once the network failure is handled", async () => {
    const result = await teas.get(1);
    // @ts-expect-error a NetworkFailure has no title: the failure cannot be ignored silently
    result.title;
    if (isNetworkFailure(result)) {
      expectTypeOf(result).toEqualTypeOf<NetworkFailure>();
      return;
    }
    expectTypeOf(result).toEqualTypeOf<Tea>();
  });

  it("types filters by field and mode, and sort by the declared fields", () => {
    expectTypeOf(teas.list)
      .parameter(0)
      .toEqualTypeOf<(ListParams<TeaTypes["filters"], "title" | "price"> & { view?: never }) | undefined>();
    teas.list({
      filters: {
        title: { contains: "лун" },
        price: { between: [1, 2] },
        createdAt: { after: new Date() },
        "attributes.origin": ["cn"],
      },
      sort: { price: "desc" },
    });
    // @ts-expect-error not a filterable field
    teas.list({ filters: { weight: 5 } });
    // @ts-expect-error price is a number
    teas.list({ filters: { price: "cheap" } });
    // @ts-expect-error between takes two bounds
    teas.list({ filters: { price: { between: [1] } } });
    // @ts-expect-error not a sortable field
    teas.list({ sort: { createdAt: "asc" } });
    // @ts-expect-error only asc or desc
    teas.list({ sort: { price: "up" } });
  });

  it("types bodies: update is a partial of create", () => {
    teas.update(1, { price: 100 });
    // @ts-expect-error price is a number
    teas.update(1, { price: "100" });
    const full = defineResource<TeaTypes>()(client, {
      path: "/teas",
      operations: ["create", "getTranslations", "updateTranslations"],
    });
    // @ts-expect-error create needs the whole body
    full.create({ title: "x" });
    expectTypeOf(full.create({ title: "x", price: 1 })).resolves.toEqualTypeOf<Tea | NetworkFailure>();
    expectTypeOf(full.getTranslations(1)).resolves.toEqualTypeOf<Translations | NetworkFailure>();
    // A patch may remove a translation with null; the answer holds texts only.
    expectTypeOf(
      full.updateTranslations(1, { translations: { "en-US": { title: null } } }),
    ).resolves.toEqualTypeOf<Translations | NetworkFailure>();
    // @ts-expect-error texts are strings
    full.updateTranslations(1, { translations: { "en-US": { title: 1 } } });
  });

  it("adds an admin side with its own operations only when declared", () => {
    const orders = defineResource<TeaTypes>()(client, {
      path: "/sales/orders",
      operations: ["list"],
      admin: { path: "/sales/admin/orders", operations: ["update", "delete"] },
    });
    expectTypeOf(orders.admin).toHaveProperty("update");
    expectTypeOf(orders.admin).toHaveProperty("delete");
    expectTypeOf(orders.admin).not.toHaveProperty("list");
    expectTypeOf(orders).not.toHaveProperty("update");
    expectTypeOf(orders.admin.delete(1)).resolves.toEqualTypeOf<undefined | NetworkFailure>();
  });

  it("refuses an unknown operation name", () => {
    // @ts-expect-error "archive" is not an operation
    defineResource<TeaTypes>()(client, { path: "/teas", operations: ["archive"] });
    const dynamic: Operation[] = ["list"];
    const anyOps = defineResource<TeaTypes>()(client, { path: "/teas", operations: dynamic });
    expectTypeOf(anyOps).toHaveProperty("move");
  });
});
