import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { noSniff, setResponseHeader } from "./response-headers";

describe("setResponseHeader()", () => {
  it("sets and appends headers on a finished answer, keeping its status and body", async () => {
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        setResponseHeader(c, "X-Trace", "abc");
        setResponseHeader(c, "Vary", "Accept-Language", { append: true });
      })
      .get("/", (c) => c.json({ ok: true }, 201, { Vary: "Accept-Encoding" }));
    const response = await app.request("/");
    expect(response.status).toBe(201);
    expect(response.headers.get("x-trace")).toBe("abc");
    expect(response.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    expect(await response.json()).toEqual({ ok: true });
  });

  it("copies answers whose headers cannot change (Response.redirect)", async () => {
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        setResponseHeader(c, "X-Trace", "abc");
      })
      .get("/", () => Response.redirect("http://localhost/elsewhere", 301));
    const response = await app.request("/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("http://localhost/elsewhere");
    expect(response.headers.get("x-trace")).toBe("abc");
  });
});

describe("noSniff()", () => {
  it("forbids sniffing on answers, errors and answers whose headers cannot change alike", async () => {
    const app = new Hono()
      .use(noSniff())
      .get("/json", (c) => c.json({ ok: true }))
      .get("/redirect", () => Response.redirect("http://localhost/elsewhere", 301))
      .get("/error", () => {
        throw new Error("boom");
      });
    for (const path of ["/json", "/redirect", "/error", "/missing"]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });
});
