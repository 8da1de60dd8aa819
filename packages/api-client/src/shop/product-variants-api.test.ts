import { describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { createProductVariantsApi } from "./product-variants-api";

describe("createProductVariantsApi", () => {
  it("puts the product's whole list of variants, its id in the path, and answers the product", async () => {
    const calls: { method: string; url: string; body: string }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ method: request.method, url: request.url, body: await request.text() });
      return new Response(JSON.stringify({ id: 12, variants: [] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    };
    const variants = createProductVariantsApi(createApiClient({ baseURL: "https://shop.test/api", fetch }));
    const list = [
      { id: 3, number: "100012-50", title: "50 г", price: 19000 },
      { number: "100012-100", title: "100 г", price: 35000, compareAtPrice: 40000, available: false },
    ];
    expect(await variants.set(12, list)).toMatchObject({ id: 12 });
    expect(await variants.set(12, [])).toMatchObject({ id: 12 });
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "PUT https://shop.test/api/catalog/admin/products/12/variants",
      "PUT https://shop.test/api/catalog/admin/products/12/variants",
    ]);
    expect(calls.map(({ body }) => JSON.parse(body))).toEqual([{ variants: list }, { variants: [] }]);
  });
});
