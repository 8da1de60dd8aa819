import { describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { createProductBulkJobs } from "./product-bulk-jobs";

describe("createProductBulkJobs", () => {
  it("starts a job with the action as JSON and reads a job by id", async () => {
    const calls: { method: string; url: string; body: string | null }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({
        method: request.method,
        url: request.url,
        body: request.method === "GET" ? null : await request.text(),
      });
      return new Response(JSON.stringify({ id: 7, status: "running" }), {
        status: request.method === "POST" ? 202 : 200,
        headers: { "Content-Type": "application/json" },
      });
    };
    const bulk = createProductBulkJobs(createApiClient({ baseURL: "https://shop.test/api", fetch }));
    await bulk.start({ action: "change-prices", selection: { filter: { search: "улун" } }, percent: "-10" });
    await bulk.get(7);
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "POST https://shop.test/api/catalog/admin/product-bulk-jobs",
      "GET https://shop.test/api/catalog/admin/product-bulk-jobs/7",
    ]);
    expect(JSON.parse(calls[0]?.body ?? "")).toEqual({
      action: "change-prices",
      selection: { filter: { search: "улун" } },
      percent: "-10",
    });
  });
});
