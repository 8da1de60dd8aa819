import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { locale, negotiateLocale } from "./locale";

const app = new Hono<AppEnv>().use(locale()).get("/", (c) => c.text(c.get("locale")));
const ask = (acceptLanguage?: string) =>
  app.request("/", acceptLanguage ? { headers: { "Accept-Language": acceptLanguage } } : {});

describe("locale()", () => {
  it("defaults to Russian without a header or for unknown languages", async () => {
    expect(await (await ask()).text()).toBe("ru");
    expect(await (await ask("de-DE,fr;q=0.5")).text()).toBe("ru");
  });

  it("picks the supported locale the caller prefers", async () => {
    const response = await ask("ru-RU,ru;q=0.9,en;q=0.8");
    expect(await response.text()).toBe("ru");
    expect(response.headers.get("content-language")).toBe("ru");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    expect(await (await ask("en-US")).text()).toBe("en-US");
  });

  it("labels answers whose headers are immutable (Response.redirect, fetched responses)", async () => {
    const redirecting = new Hono<AppEnv>()
      .use(locale())
      .get("/", () => Response.redirect("http://localhost/elsewhere", 302));
    const response = await redirecting.request("/");
    expect(response.status).toBe(302);
    expect(response.headers.get("content-language")).toBe("ru");
  });

  it("names Accept-Language in Vary once, also when the answer already varies by it", async () => {
    const varying = new Hono<AppEnv>()
      .use(locale())
      .get("/", (c) => c.text("cached", 200, { Vary: "Accept-Language, Accept-Encoding" }));
    expect((await varying.request("/")).headers.get("vary")).toBe("Accept-Language, Accept-Encoding");
  });

  it("honours q-values and matches by primary language", () => {
    expect(negotiateLocale("ru;q=0.3, en-GB;q=0.9")).toBe("en-US");
    expect(negotiateLocale("en;q=0, ru;q=0.1")).toBe("ru");
    expect(negotiateLocale("*")).toBe("ru");
    expect(negotiateLocale(";;,q=abc")).toBe("ru");
  });
});
