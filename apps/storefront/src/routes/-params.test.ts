import type { QueryClient } from "@tanstack/react-query";
import { isNotFound } from "@tanstack/react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route as CatalogRoute } from "./catalog.$";
import { Route as OrderRoute } from "./my.purchases.$slug";
import { Route as ProductRoute } from "./product.$slug";

// A route's param goes into the API's path (`/catalog/products-by-slug/{slug}`): the router hands
// the loader `..%2F..%2Fcore%2Fsession%2Fsession` decoded, which took a customer's token to the
// session and put their email and phone on a 500 page (issue 48 point 7). A param that cannot be
// the API's slug is the 404 page, and nothing is asked of the API or the query cache.

/** A loader as these tests call it: with the context and params the router would give. */
type Loader = (match: { context: object; params: object; deps?: object }) => Promise<unknown>;
const loaderOf = (route: { options: { loader?: unknown } }) => route.options.loader as Loader;

/** A query client that records whether a loader asked it for anything. */
function recordingQueryClient() {
  const client = {
    ensureQueryData: vi.fn(async () => null),
    prefetchQuery: vi.fn(async () => undefined),
    getQueryData: vi.fn(() => undefined),
  };
  return { client, queryClient: client as unknown as QueryClient };
}

const fetchSpy = () => vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("no request expected"));
afterEach(() => vi.restoreAllMocks());

const BAD_SLUGS = [
  "../../core/session/session",
  "..",
  "./x",
  "tea/green",
  "%2e%2e",
  "Улун",
  "UPPER",
  "a b",
  "x".repeat(201),
];

const session = { priceType: { code: "retail" } };

describe("a route param that is not the API's slug", () => {
  it.each(BAD_SLUGS)("product %s: the 404 page, nothing asked", async (slug) => {
    const fetch = fetchSpy();
    const { client, queryClient } = recordingQueryClient();
    const thrown = await loaderOf(ProductRoute)({
      context: { queryClient, session },
      params: { slug },
    }).catch((error: unknown) => error);
    expect(isNotFound(thrown)).toBe(true);
    expect(client.ensureQueryData).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(BAD_SLUGS)("order %s: the 404 page, nothing asked", async (slug) => {
    const fetch = fetchSpy();
    const { client, queryClient } = recordingQueryClient();
    const thrown = await loaderOf(OrderRoute)({ context: { queryClient }, params: { slug } }).catch(
      (error: unknown) => error,
    );
    expect(isNotFound(thrown)).toBe(true);
    expect(client.ensureQueryData).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["tea/../../core/session/session", "..", "tea//green", "tea/Green", "tea/%2e%2e"])(
    "catalog %s: the 404 page, nothing asked",
    async (splat) => {
      const fetch = fetchSpy();
      const { client, queryClient } = recordingQueryClient();
      const thrown = await loaderOf(CatalogRoute)({
        context: { queryClient },
        params: { _splat: splat },
        deps: {},
      }).catch((error: unknown) => error);
      expect(isNotFound(thrown)).toBe(true);
      expect(client.ensureQueryData).not.toHaveBeenCalled();
      expect(client.prefetchQuery).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});

describe("a route param that is a slug", () => {
  it("is asked of the query cache (and so of the API) as before", async () => {
    const { client, queryClient } = recordingQueryClient();
    // The fake cache knows no product and no order: both loaders then answer 404 themselves.
    await loaderOf(ProductRoute)({
      context: { queryClient, session },
      params: { slug: "luntszin-100001" },
    }).catch(() => undefined);
    await loaderOf(OrderRoute)({ context: { queryClient }, params: { slug: "2026-000123" } }).catch(
      () => undefined,
    );
    await loaderOf(CatalogRoute)({
      context: { queryClient },
      params: { _splat: "tea/green/" },
      deps: {},
    }).catch(() => undefined);
    expect(client.ensureQueryData).toHaveBeenCalledTimes(3);
    expect(client.prefetchQuery).toHaveBeenCalledTimes(1);
  });
});
