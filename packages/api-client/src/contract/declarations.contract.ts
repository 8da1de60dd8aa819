// Every operation api-client declares for a resource is a call the running API serves: the walk
// finds each declared resource (and its admin side) in createShopApi, makes each declared call
// once, and checks the request against the API's own OpenAPI document and its answer. A declaration
// the API lacks (as `orderStatuses.admin.getTranslations` once was) fails here, not in a shop.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { fetchIcons } from "../icons";
import { isNetworkFailure } from "../network-failure";
import type { Operation } from "../resource";
import { createShopApi } from "../shop/create-shop-api";

interface DeclaredResource {
  name: string;
  path: string;
  operations: readonly Operation[];
  call: Record<string, (...args: unknown[]) => Promise<unknown>>;
}

/** The resources of a shop API object: anything with a `path` and declared `operations`. */
function declaredResources(node: unknown, name = "shop"): DeclaredResource[] {
  if (typeof node !== "object" || node === null) return [];
  const found: DeclaredResource[] = [];
  const record = node as Record<string, unknown>;
  if (typeof record.path === "string" && Array.isArray(record.operations)) {
    found.push({
      name,
      path: record.path,
      operations: record.operations as Operation[],
      call: record as DeclaredResource["call"],
    });
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== "operations") found.push(...declaredResources(value, `${name}.${key}`));
  }
  return found;
}

// No such item: the calls reach their routes without reading or changing anything real.
const MISSING_ID = 987_654;
const ARGUMENTS: Record<Operation, unknown[]> = {
  list: [{ itemsPerPage: 1 }],
  get: [MISSING_ID],
  getBySlug: ["no-such-slug"],
  getByCode: ["no-such-code"],
  create: [{}],
  update: [MISSING_ID, {}],
  replace: [MISSING_ID, {}],
  delete: [MISSING_ID],
  getTranslations: [MISSING_ID, undefined],
  updateTranslations: [MISSING_ID, { translations: {} }],
  move: [MISSING_ID, { direction: "up" }],
};

interface Sent {
  method: string;
  path: string;
  status: number;
  detail: string | undefined;
}

let shop: ReturnType<typeof createShopApi>;
let sent: Sent[] = [];
let documented: { method: string; pattern: RegExp; template: string }[] = [];

beforeAll(async () => {
  const baseURL = inject("apiBaseURL");
  const apiPrefix = new URL(baseURL).pathname.replace(/\/$/, "");
  // The client's own fetch, recording what went out and how the API answered.
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    const problem = response.headers.get("content-type")?.includes("json")
      ? ((await response.clone().json()) as { detail?: string })
      : undefined;
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname.slice(apiPrefix.length),
      status: response.status,
      detail: problem?.detail,
    });
    return response;
  };
  const anonymous = createShopApi(createApiClient({ baseURL, getLocale: () => "ru-RU" }));
  const login = await anonymous.auth.login({
    username: "staff@example.com",
    password: inject("demoPassword"),
  });
  if (isNetworkFailure(login)) throw new Error(`no answer: ${login.message}`);
  // Staff may make every call, so an answer is about the route, not about who asks.
  shop = createShopApi(
    createApiClient({ baseURL, getLocale: () => "ru-RU", getToken: () => login.token, fetch: recording }),
  );
  const document = (await (await fetch(`${baseURL}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      template,
      // `{id}` is one segment; a slug (category paths) may span several.
      pattern: new RegExp(
        `^${template
          .replace(/^\/api/, "")
          .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
          .replace(/\\?\{slug\}/g, ".+")
          .replace(/\{[^}]+\}/g, "[^/]+")}$`,
      ),
    })),
  );
});

describe("api-client's declared resources", () => {
  it("are found in createShopApi", () => {
    const names = declaredResources(shop).map((resource) => resource.name);
    expect(names).toContain("shop.orderStatuses.admin");
    expect(names).toContain("shop.products");
    expect(names.length).toBeGreaterThan(10);
  });

  it("are served by the running API, each declared operation at its documented route", async () => {
    const missing: string[] = [];
    for (const resource of declaredResources(shop)) {
      for (const operation of resource.operations) {
        sent = [];
        // An error answer (404 of the missing item, 422 of an empty body) is the expected outcome.
        await resource.call[operation]?.(...ARGUMENTS[operation], { silent: true, handled: true }).catch(
          () => undefined,
        );
        const request = sent[0];
        const label = `${resource.name}.${operation}`;
        if (!request) {
          missing.push(`${label}: sent nothing`);
          continue;
        }
        const route = documented.find(
          (candidate) => candidate.method === request.method && candidate.pattern.test(request.path),
        );
        const unrouted =
          request.status === 405 || (request.status === 404 && request.detail?.startsWith("По адресу"));
        if (!route || unrouted) {
          missing.push(`${label}: ${request.method} ${request.path} answered ${request.status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the icon set", () => {
  it("answers several icons in one call as an SVG sprite of symbols named by them", async () => {
    const client = createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => "ru-RU" });
    const sprite = await fetchIcons(client, "/core/icons", ["tea", "teaware", "no-such-icon"]);
    if (isNetworkFailure(sprite)) throw new Error(`no answer: ${sprite.message}`);
    expect(sprite.startsWith("<svg")).toBe(true);
    // A name without an icon of its own (a section staff added) is drawn with the set's stand-in.
    expect([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "tea",
      "teaware",
      "no-such-icon",
    ]);
  });
});
