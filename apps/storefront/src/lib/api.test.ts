import { describe, expect, it } from "vitest";
import { ApiUnreachableError, answered, lazyCalls, shopApi } from "./api";

/** An object of calls as the API client's are: methods that use `this`, and nested parts. */
const loaded = () => {
  const calls: string[] = [];
  const api = {
    prefix: "products",
    products: {
      base: "/catalog/products",
      async list(this: { base: string }, page: number) {
        calls.push(`${this.base}?page=${page}`);
        return [page];
      },
    },
  };
  return { api, calls };
};

describe("lazyCalls", () => {
  it("loads the object with the first call, then makes the same call on it, its owner as `this`", async () => {
    const { api, calls } = loaded();
    let loads = 0;
    const lazy = lazyCalls(async () => {
      loads += 1;
      return api;
    });
    expect(loads).toBe(0);
    await expect(lazy.products.list(2)).resolves.toEqual([2]);
    await expect(lazy.products.list(3)).resolves.toEqual([3]);
    expect(calls).toEqual(["/catalog/products?page=2", "/catalog/products?page=3"]);
  });

  it("is never a thenable: awaiting a part of it does not call anything", async () => {
    const { api, calls } = loaded();
    const lazy = lazyCalls(async () => api);
    const part = await lazy.products;
    expect(typeof part).toBe("function");
    expect(calls).toEqual([]);
  });

  it("rejects a call of what is not a call, naming it, and a failed load reaches the caller", async () => {
    const { api } = loaded();
    const lazy = lazyCalls(async () => api) as unknown as { prefix: () => Promise<unknown> };
    await expect(lazy.prefix()).rejects.toThrow("prefix is not a call");
    const offline = lazyCalls<typeof api>(() => Promise.reject(new Error("chunk failed to load")));
    await expect(offline.products.list(1)).rejects.toThrow("chunk failed to load");
  });

  it("answers a failed load with `unloaded`'s result when given", async () => {
    const { api } = loaded();
    const offline = lazyCalls<typeof api>(
      () => Promise.reject(new Error("chunk failed to load")),
      (error) => `unloaded: ${(error as Error).message}`,
    );
    await expect(offline.products.list(1)).resolves.toBe("unloaded: chunk failed to load");
  });
});

describe("shopApi", () => {
  it("is the client's calls, loaded with the first: a product list from an API that is not there is «no connection»", async () => {
    // Nothing listens at the API's address in unit tests: the real client answers with its network
    // failure, which `answered` turns into the unreachable state, as a page's loader sees it.
    const result = await shopApi.products.list({ itemsPerPage: 1 });
    expect(() => answered(result)).toThrow(ApiUnreachableError);
  });
});
