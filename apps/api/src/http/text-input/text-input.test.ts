import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { jsonHasNul, rejectNulInUrl } from "./text-input";

const app = new Hono<AppEnv>();
app.onError(problemErrorHandler({ error: () => {} }));
app.use(rejectNulInUrl());
app.get("/items/:slug", (c) => c.text(c.req.param("slug")));

describe("rejectNulInUrl()", () => {
  it("answers 400 problem to %00 in the path or the query", async () => {
    for (const url of ["/items/a%00b", "/items/x?search=%00", "/items/x?a%00=1"]) {
      const response = await app.request(url);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
    }
  });

  it("lets ordinary (also Cyrillic, percent-encoded) input through", async () => {
    const response = await app.request(`/items/${encodeURIComponent("зелёный-чай")}?search=%20100`);
    expect(await response.text()).toBe("зелёный-чай");
  });
});

describe("jsonHasNul()", () => {
  it("finds U+0000 in values and keys, escaped or raw", () => {
    expect(jsonHasNul('{"title":"a\\u0000b"}')).toBe(true);
    expect(jsonHasNul('{"a\\u0000":1}')).toBe(true);
    expect(jsonHasNul('["\\u0000"]')).toBe(true);
    expect(jsonHasNul('{"title":"a\\\\u0000b"}')).toBe(false);
    expect(jsonHasNul('{"title":"чай"}')).toBe(false);
  });
});
