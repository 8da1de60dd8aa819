import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../env";
import { publicCache } from "./public-cache";

/**
 * An app whose one route counts its calls and can be held until the test releases it; `?pad=N`
 * makes its answer N characters longer (ASCII: N bytes).
 */
function countingApp({ ttlMs = 1_000, maxBytes }: { ttlMs?: number; maxBytes?: number } = {}) {
  // Not 0: lru-cache takes a start time of 0 for "no expiry".
  let clock = 1_000;
  let calls = 0;
  let version = 1;
  let gate: Promise<void> | undefined;
  const cache = publicCache({
    ttlMs,
    now: () => clock,
    version: () => version,
    ...(maxBytes ? { maxBytes } : {}),
  });
  const app = new Hono<AppEnv>().use("/items/*", cache.middleware).get("/items/:id", async (c) => {
    calls += 1;
    const call = calls;
    await gate;
    if (c.req.param("id") === "missing") return c.json({ status: 404 }, 404);
    const pad = Number(c.req.query("pad") ?? 0);
    return c.json({ id: c.req.param("id"), call, ...(pad ? { pad: "x".repeat(pad) } : {}) });
  });
  return {
    app,
    cache,
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
    /** Moves the data's version, as another replica's write reaching the catalog index does. */
    nextVersion: () => {
      version += 1;
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

  it("serves no answer made under an older version, even one that was being computed when it moved", async () => {
    const { app, cache, calls, hold, nextVersion } = countingApp({ ttlMs: 60_000 });
    await app.request("/items/1");
    await app.request("/items/2");
    nextVersion();
    expect(await (await app.request("/items/1")).json()).toEqual({ id: "1", call: 3 });
    // The older answers went with the version.
    expect(cache.stats().entries).toBe(1);
    const release = hold();
    const computing = app.request("/items/2");
    nextVersion();
    const newer = app.request("/items/2");
    release();
    expect(await (await computing).json()).toEqual({ id: "2", call: 4 });
    expect(await (await newer).json()).toEqual({ id: "2", call: 5 });
    expect(await (await app.request("/items/2")).json()).toEqual({ id: "2", call: 5 });
    expect(calls()).toBe(5);
  });

  it("is bounded by bytes: the least recently used answers go first, whatever their number", async () => {
    const { app, cache, calls } = countingApp({ maxBytes: 100_000 });
    const get = async (id: number) =>
      (await (await app.request(`/items/${id}?pad=20000`)).json()) as { call: number };
    for (let id = 1; id <= 20; id += 1) await get(id);
    // Twenty answers of ~20 KB were computed; the bound keeps four of them (each counts its
    // body, key, validator and a fixed overhead).
    expect(calls()).toBe(20);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(cache.stats().entries).toBe(4);
    // The newest are served from the cache, the oldest are computed again.
    expect((await get(20)).call).toBe(20);
    expect((await get(1)).call).toBe(21);
  });

  it("counts the gzipped copy once it is made", async () => {
    const { app, cache } = countingApp();
    await app.request("/items/1?pad=5000");
    const plain = cache.stats().bytes;
    expect(plain).toBeGreaterThan(5_000);
    await app.request("/items/1?pad=5000", { headers: { "Accept-Encoding": "gzip" } });
    const withGzip = cache.stats().bytes;
    expect(withGzip).toBeGreaterThan(plain);
    expect(withGzip).toBeLessThan(plain + 1_000);
    // Counting it again does not make the entry fresh for longer, or a second entry.
    expect(cache.stats().entries).toBe(1);
  });

  it("serves an answer larger than the whole bound without keeping it", async () => {
    const { app, cache, calls } = countingApp({ maxBytes: 10_000 });
    const first = await app.request("/items/1?pad=50000");
    expect(((await first.json()) as { pad: string }).pad).toHaveLength(50_000);
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    await app.request("/items/1?pad=50000");
    expect(calls()).toBe(2);
  });

  describe("expired entries", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("are dropped by a sweep every TTL, without waiting for a request", async () => {
      vi.useFakeTimers();
      const { app, cache, advance } = countingApp({ ttlMs: 1_000 });
      for (let id = 1; id <= 5; id += 1) await app.request(`/items/${id}?pad=1000`);
      expect(cache.stats().entries).toBe(5);
      // Still fresh at the first sweep.
      advance(500);
      vi.advanceTimersByTime(1_000);
      expect(cache.stats().entries).toBe(5);
      await app.request("/items/6");
      advance(600);
      vi.advanceTimersByTime(1_000);
      // The five are past their TTL; the sixth is not yet.
      expect(cache.stats().entries).toBe(1);
      advance(1_000);
      vi.advanceTimersByTime(1_000);
      expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
    });

    it("are replaced when recomputed, and dropped when the route no longer answers 200", async () => {
      const { app, cache, advance } = countingApp({ ttlMs: 1_000 });
      await app.request("/items/1?pad=1000");
      const before = cache.stats().bytes;
      advance(1_001);
      await app.request("/items/1?pad=1000");
      expect(cache.stats()).toEqual({ entries: 1, bytes: before });
    });
  });

  it("keeps no process alive (its sweep's timer is unref'd)", () => {
    const source = fileURLToPath(new URL("./public-cache.ts", import.meta.url));
    const hooks = fileURLToPath(new URL("../../testing/typescript-resolve.ts", import.meta.url));
    const started = Date.now();
    const child = spawnSync(
      process.execPath,
      [
        "--import",
        hooks,
        "--input-type=module",
        "-e",
        `const { publicCache } = await import(${JSON.stringify(source)}); publicCache({ ttlMs: 60_000 });`,
      ],
      { encoding: "utf8", timeout: 20_000 },
    );
    expect(child.stderr).toBe("");
    expect(child.status).toBe(0);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
