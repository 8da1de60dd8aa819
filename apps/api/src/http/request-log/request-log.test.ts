import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { captureLog } from "../../testing/capture-log";
import type { AppEnv } from "../env";
import { requestLog } from "./request-log";

describe("requestLog()", () => {
  it("logs one line per request with method, path, status and duration, and echoes the request id", async () => {
    const { log, lines } = captureLog();
    const app = new Hono<AppEnv>().use(requestLog(log)).get("/hello", (c) => {
      c.get("log").info("inside");
      return c.text("hi", 201);
    });
    const response = await app.request("/hello?email=a@b.c", { headers: { "X-Request-Id": "abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    const request = lines.find((line) => line.msg === "request");
    expect(request).toMatchObject({ method: "GET", path: "/hello", status: 201, requestId: "abc-123" });
    expect(typeof request?.ms).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("a@b.c");
    expect(lines.find((line) => line.msg === "inside")?.requestId).toBe("abc-123");
  });

  it("masks emails in paths", async () => {
    const { log, lines } = captureLog();
    const app = new Hono<AppEnv>()
      .use(requestLog(log))
      .get("/users-by-email/:email/recovery", (c) => c.text("ok"));
    await app.request("/users-by-email/anna%40example.com/recovery");
    expect(lines.find((line) => line.msg === "request")?.path).toBe("/users-by-email/***/recovery");
  });

  it("makes up a request id when the caller's is missing or odd", async () => {
    const { log } = captureLog();
    const app = new Hono<AppEnv>().use(requestLog(log)).get("/", (c) => c.text("ok"));
    const response = await app.request("/", { headers: { "X-Request-Id": "bad id\n" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
