import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  OPERATION_DENIED_MESSAGE,
  OPERATION_DENIED_PROBLEM,
  UNREACHABLE_PATH_PROBLEM,
} from "./api-error";
import { createApiClient } from "./create-api-client";
import { isNetworkFailure } from "./network-failure";
import { defineResource, type Operation } from "./resource";
import { closedPortURL, startTestServer, type TestServer } from "./testing/test-server";

interface Tea {
  "@id": string;
  id: number;
  title: string;
  price: number;
}

interface TeaTypes {
  item: Tea;
  filters: { title: string; price: number; "origin.code": string; createdAt: string | Date };
  sort: "title" | "price";
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const api = () => createApiClient({ baseURL: server.baseURL, retryDelay: 0, logger: { error: vi.fn() } });

const everyOperation: Operation[] = [
  "list",
  "get",
  "getBySlug",
  "getByCode",
  "create",
  "update",
  "replace",
  "delete",
  "getTranslations",
  "updateTranslations",
  "move",
];

describe("a resource's operations over the wire", () => {
  const teas = () => defineResource<TeaTypes>()(api(), { path: "/catalog/teas", operations: everyOperation });
  const sent = () => server.received.map(({ method, url, body }) => ({ method, url, body }));

  it("lists with the default page and size and reads the collection", async () => {
    server.answer(() => ({ body: { "@type": "Collection", member: [{ id: 1 }], totalItems: 21 } }));
    await expect(teas().list()).resolves.toEqual({ member: [{ id: 1 }], totalItems: 21 });
    expect(sent()).toEqual([{ method: "GET", url: "/catalog/teas?page=1&itemsPerPage=20", body: undefined }]);
  });

  it("lists with every filter mode, search, sort and facets, as the API will parse them", async () => {
    server.answer(() => ({ body: { "hydra:member": [], "hydra:totalItems": 0, facets: [] } }));
    const result = await teas().list({
      page: 2,
      itemsPerPage: 50,
      search: "зелёный",
      filters: {
        title: { contains: "лун" },
        "origin.code": ["cn", "in"],
        price: { between: [500, 1000], gte: 100, lte: 5000, gt: 99, lt: 5001 },
        createdAt: {
          after: "2026-01-01",
          before: "2026-02-01",
          strictly_after: "2025-12-31",
          strictly_before: "2026-02-02",
        },
      },
      sort: { price: "desc" },
      facets: true,
    });
    expect(result).toEqual({ member: [], totalItems: 0, facets: [] });
    expect([...(server.received[0]?.query ?? [])]).toEqual([
      ["page", "2"],
      ["itemsPerPage", "50"],
      ["search", "зелёный"],
      ["title[contains]", "лун"],
      ["origin.code[]", "cn"],
      ["origin.code[]", "in"],
      ["price[between]", "500..1000"],
      ["price[gte]", "100"],
      ["price[lte]", "5000"],
      ["price[gt]", "99"],
      ["price[lt]", "5001"],
      ["createdAt[after]", "2026-01-01"],
      ["createdAt[before]", "2026-02-01"],
      ["createdAt[strictly_after]", "2025-12-31"],
      ["createdAt[strictly_before]", "2026-02-02"],
      ["sort[price]", "desc"],
      ["facets", "1"],
    ]);
  });

  it("reads one item by id, slug (slashes kept between segments) and code", async () => {
    server.answer(({ pathname }) => ({ body: { id: 1, pathname } }));
    const resource = teas();
    await resource.get(7);
    await resource.getBySlug("green/china/long jing");
    await resource.getByCode("da-hong-pao");
    expect(server.received.map((request) => request.url)).toEqual([
      "/catalog/teas/7",
      "/catalog/teas-by-slug/green/china/long%20jing",
      "/catalog/teas-by-code/da-hong-pao",
    ]);
  });

  it("creates with POST, updates with a merge PATCH, replaces with PUT, deletes", async () => {
    server.answer(({ method }) => (method === "DELETE" ? { status: 204 } : { body: { id: 3 } }));
    const resource = teas();
    await resource.create({ title: "Улун" });
    await resource.update(3, { price: 12990 });
    await resource.replace(3, { title: "Улун", price: 12990 });
    await expect(resource.delete(3)).resolves.toBeUndefined();
    expect(sent()).toEqual([
      { method: "POST", url: "/catalog/teas", body: { title: "Улун" } },
      { method: "PATCH", url: "/catalog/teas/3", body: { price: 12990 } },
      { method: "PUT", url: "/catalog/teas/3", body: { title: "Улун", price: 12990 } },
      { method: "DELETE", url: "/catalog/teas/3", body: undefined },
    ]);
    expect(server.received[1]?.headers["content-type"]).toBe("application/merge-patch+json");
  });

  it("reads and writes translations and moves an item", async () => {
    const translations = { translations: { ru: { title: "Улун" }, "en-US": { title: "Oolong" } } };
    server.answer(() => ({ body: translations }));
    const resource = teas();
    await expect(resource.getTranslations(3, "title")).resolves.toEqual(translations);
    await resource.getTranslations(3);
    await resource.updateTranslations(3, translations);
    await resource.move(3, { direction: "up" });
    await resource.move(3, { direction: "down", number: 2 });
    expect(sent()).toEqual([
      { method: "GET", url: "/catalog/teas/3/translations?field=title", body: undefined },
      { method: "GET", url: "/catalog/teas/3/translations", body: undefined },
      { method: "PATCH", url: "/catalog/teas/3/translations", body: translations },
      { method: "PATCH", url: "/catalog/teas/3/move?direction=up&number=1", body: undefined },
      { method: "PATCH", url: "/catalog/teas/3/move?direction=down&number=2", body: undefined },
    ]);
  });

  it("passes a network failure of a list through as the explicit empty result", async () => {
    const offline = createApiClient({
      baseURL: await closedPortURL(),
      retryDelay: 0,
      logger: { error: vi.fn() },
    });
    const resource = defineResource<TeaTypes>()(offline, { path: "/catalog/teas", operations: ["list"] });
    expect(isNetworkFailure(await resource.list())).toBe(true);
  });
});

describe("operations a resource does not declare", () => {
  // Declared from configuration, so the types cannot know; the run-time guard of SPEC.md section 5 must.
  const declared: Operation[] = ["list", "get"];
  const countries = () =>
    defineResource<TeaTypes>()(api(), { path: "/core/admin/intl/countries", operations: declared });

  it.each<[string, (resource: ReturnType<typeof countries>) => Promise<unknown>]>([
    ["create", (resource) => resource.create({ title: "x" })],
    ["update", (resource) => resource.update(1, { title: "x" })],
    ["replace", (resource) => resource.replace(1, { title: "x" })],
    ["delete", (resource) => resource.delete(1)],
    ["getBySlug", (resource) => resource.getBySlug("ru")],
    ["getByCode", (resource) => resource.getByCode("ru")],
    ["getTranslations", (resource) => resource.getTranslations(1)],
    ["updateTranslations", (resource) => resource.updateTranslations(1, { translations: {} })],
    ["move", (resource) => resource.move(1, { direction: "up" })],
  ])("%s rejects with 403 Operation denied and sends nothing", async (_operation, call) => {
    const error = await call(countries()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 403,
      message: OPERATION_DENIED_MESSAGE,
      problemType: OPERATION_DENIED_PROBLEM,
    });
    expect(server.received).toEqual([]);
  });

  it("declared ones go through", async () => {
    server.answer(() => ({ body: { member: [], totalItems: 0 } }));
    await countries().list();
    await countries().get(1);
    expect(server.received).toHaveLength(2);
  });
});

describe("keys that would change the path", () => {
  // A storefront's `/product/..%2F..%2Fcore%2Fsession%2Fsession` hands its loader the slug
  // `../../core/session/session`: sent, the URL's dot segments took the customer's token to the
  // session (issue 48 point 7).
  const teas = () => defineResource<TeaTypes>()(api(), { path: "/catalog/teas", operations: everyOperation });

  it.each<[string, (resource: ReturnType<typeof teas>) => Promise<unknown>]>([
    ["getBySlug ../../core/session/session", (resource) => resource.getBySlug("../../core/session/session")],
    ["getBySlug green/../..", (resource) => resource.getBySlug("green/../..")],
    ["getBySlug .", (resource) => resource.getBySlug(".")],
    ["get ..", (resource) => resource.get("..")],
    ["update ..", (resource) => resource.update("..", { title: "x" })],
    ["delete .", (resource) => resource.delete(".")],
    ["getTranslations ..", (resource) => resource.getTranslations("..")],
    ["getByCode ..", (resource) => resource.getByCode("..")],
  ])("%s rejects with a 404 of the client's own and sends nothing", async (_call, call) => {
    const error = await call(teas()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, problemType: UNREACHABLE_PATH_PROBLEM });
    expect(server.received).toEqual([]);
  });

  it("refuses a dot segment in any spelling a URL parser resolves, whoever built the path", async () => {
    const client = api();
    for (const path of ["/catalog/teas/../users", "/catalog/%2e%2E/users", "/catalog/.%2e/x", "/a\\..\\b"]) {
      await expect(client.get(path)).rejects.toMatchObject({ statusCode: 404 });
    }
    expect(server.received).toEqual([]);
  });

  it("sends other keys as one segment each, whatever they hold", async () => {
    server.answer(() => ({ status: 404, body: { detail: "Нет такого." } }));
    const resource = teas();
    for (const key of ["..%2F..%2Fcore", "%2e%2e", "a?b#c", "a\\..", "..."]) {
      await resource.getBySlug(key, { silent: true }).catch(() => undefined);
    }
    await resource.get("%2e%2e", { silent: true }).catch(() => undefined);
    expect(server.received.map((request) => request.url)).toEqual([
      "/catalog/teas-by-slug/..%252F..%252Fcore",
      "/catalog/teas-by-slug/%252e%252e",
      "/catalog/teas-by-slug/a%3Fb%23c",
      "/catalog/teas-by-slug/a%5C..",
      "/catalog/teas-by-slug/...",
      "/catalog/teas/%252e%252e",
    ]);
  });
});

describe("admin paths beside public ones", () => {
  it("sends admin operations to the admin path and keeps public ones on theirs", async () => {
    server.answer(() => ({ body: { id: 7 } }));
    const orders = defineResource<TeaTypes>()(api(), {
      path: "/sales/orders",
      operations: ["get"],
      admin: { path: "/sales/admin/orders", operations: ["update", "delete"] },
    });
    await orders.get(7);
    await orders.admin.update(7, { title: "x" });
    expect(server.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "GET /sales/orders/7",
      "PATCH /sales/admin/orders/7",
    ]);
    expect(orders.path).toBe("/sales/orders");
    expect(orders.admin.operations).toEqual(["update", "delete"]);
  });
});
