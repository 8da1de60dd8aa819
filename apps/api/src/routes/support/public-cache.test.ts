import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/env";
import { publicCache } from "./public-cache";

/** An app whose one route counts its calls and can be held until the test releases it. */
function countingApp({ ttlMs = 1_000 } = {}) {
  let clock = 0;
  let calls = 0;
  let gate: Promise<void> | undefined;
  const cache = publicCache({ ttlMs, now: () => clock });
  const app = new Hono<AppEnv>().use("/items/*", cache.middleware).get("/items/:id", async (c) => {
    calls += 1;
    const call = calls;
    await gate;
    if (c.req.param("id") === "missing") return c.json({ status: 404 }, 404);
    return c.json({ id: c.req.param("id"), call });
  });
  return {
    app,
    cache,
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Holds the route until the returned function is called. */
    hold: () => {
      let release: () => void = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe("publicCache()", () => {
  it("computes an answer once and serves it again with a strong ETag and 304", async () => {
    const { app, calls } = countingApp();
    const first = await app.request("/items/1");
    const second = await app.request("/items/1");
    expect(await first.json()).toEqual({ id: "1", call: 1 });
    expect(await second.json()).toEqual({ id: "1", call: 1 });
    expect(calls()).toBe(1);
    const etag = second.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const revalidated = await app.request("/items/1", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("serves the same bytes gzipped, under their own ETag, to clients that accept gzip", async () => {
    const { app } = countingApp();
    const plain = await app.request("/items/1");
    const zipped = await app.request("/items/1", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const bytes = new Uint8Array(await zipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(await plain.json());
  });

  it("compresses an answer only once it is asked for again (the first caller gets it as computed)", async () => {
    const { app, calls } = countingApp();
    const gzip = { headers: { "Accept-Encoding": "gzip" } };
    const first = await app.request("/items/7", gzip);
    expect(first.headers.get("content-encoding")).toBeNull();
    expect(await first.json()).toEqual({ id: "7", call: 1 });
    const second = await app.request("/items/7", gzip);
    expect(second.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(new Uint8Array(await second.arrayBuffer())).toString("utf8"))).toEqual({
      id: "7",
      call: 1,
    });
    expect(calls()).toBe(1);
  });

  it("recomputes an expired answer, and other callers get the previous one meanwhile", async () => {
    const { app, calls, advance, hold } = countingApp({ ttlMs: 1_000 });
    await app.request("/items/1");
    advance(1_001);
    const release = hold();
    const recomputing = app.request("/items/1");
    // The first caller after expiry recomputes; a caller arriving meanwhile does not wait for it.
    const meanwhile = await app.request("/items/1");
    expect(await meanwhile.json()).toEqual({ id: "1", call: 1 });
    release();
    expect(await (await recomputing).json()).toEqual({ id: "1", call: 2 });
    expect(await (await app.request("/items/1")).json()).toEqual({ id: "1", call: 2 });
    expect(calls()).toBe(2);
  });

  it("lets concurrent first requests share one computation", async () => {
    const { app, calls, hold } = countingApp();
    const release = hold();
    const answers = [app.request("/items/2"), app.request("/items/2"), app.request("/items/2")];
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.json()));
    expect(bodies).toEqual([1, 2, 3].map(() => ({ id: "2", call: 1 })));
    expect(calls()).toBe(1);
  });

  it("keeps no error answers, and invalidate() forgets everything", async () => {
    const { app, cache, calls } = countingApp();
    expect((await app.request("/items/missing")).status).toBe(404);
    expect((await app.request("/items/missing")).status).toBe(404);
    expect(calls()).toBe(2);
    await app.request("/items/3");
    cache.invalidate();
    expect(await (await app.request("/items/3")).json()).toEqual({ id: "3", call: 4 });
  });
});
