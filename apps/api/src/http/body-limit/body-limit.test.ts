import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { bodyLimit } from "./body-limit";

const app = new Hono<AppEnv>()
  .use(bodyLimit(1024))
  .post("/", async (c) => c.text(String((await c.req.text()).length)));

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(256, bytes - sent)).fill(120);
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe("bodyLimit()", () => {
  it("lets bodies up to the limit through", async () => {
    const response = await app.request("/", { method: "POST", body: "x".repeat(1024) });
    expect(await response.text()).toBe("1024");
  });

  it("refuses a larger body with a 413 problem (by Content-Length)", async () => {
    const response = await app.request("/", {
      method: "POST",
      body: "x".repeat(2000),
      headers: { "Content-Length": "2000" },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 413, title: "Слишком большой запрос" });
  });

  it("refuses a larger chunked body while reading it", async () => {
    const response = await app.request("/", {
      method: "POST",
      body: chunked(5000),
      // Node's fetch needs duplex for streamed request bodies.
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("uses 1 MiB by default", async () => {
    const defaults = new Hono<AppEnv>()
      .use(bodyLimit())
      .post("/", async (c) => c.text(String((await c.req.text()).length)));
    const ok = await defaults.request("/", { method: "POST", body: "x".repeat(1024 * 1024) });
    const tooLarge = await defaults.request("/", { method: "POST", body: "x".repeat(1024 * 1024 + 1) });
    expect([ok.status, tooLarge.status]).toEqual([200, 413]);
  });
});
