import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { jsonHasNul, jsonPrototypeKeyPath, rejectNulInUrl } from "./text-input";

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

describe("jsonPrototypeKeyPath()", () => {
  it("names the first __proto__ key at any depth, spelled out or in escapes", () => {
    expect(jsonPrototypeKeyPath('{"__proto__":{"isAdmin":true}}')).toBe("__proto__");
    expect(jsonPrototypeKeyPath('{"prices":{"retail":{"kg":1},"__proto__":{"kg":2}}}')).toBe(
      "prices.__proto__",
    );
    expect(jsonPrototypeKeyPath('{"items":[{"a":1},{"__proto__":null}]}')).toBe("items.1.__proto__");
    expect(jsonPrototypeKeyPath('{"attributes":{"\\u005f_proto__":"x"}}')).toBe("attributes.__proto__");
  });

  it("lets other keys and a __proto__ that is only a value through", () => {
    expect(jsonPrototypeKeyPath('{"attributes":{"constructor":"x","prototype":"y"}}')).toBeUndefined();
    expect(jsonPrototypeKeyPath('{"title":"__proto__","text":"a\\nb"}')).toBeUndefined();
  });

  it("walks a deeply nested body without running out of stack", () => {
    const depth = 200_000;
    const deep = `${"[".repeat(depth)}{"\\u005f_proto__":1}${"]".repeat(depth)}`;
    expect(jsonPrototypeKeyPath(deep)).toBe(`${"0.".repeat(depth)}__proto__`);
  });
});
