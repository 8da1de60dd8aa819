import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../env";
import { problemErrorHandler } from "../errors";
import { jsonBodies } from "./content-type";

const app = new Hono<AppEnv>();
app.onError(problemErrorHandler({ error: () => {} }));
app.use(jsonBodies());
app.delete("/", (c) => c.text("deleted"));
app.on(["POST", "PUT", "PATCH"], "/", async (c) => {
  const text = await c.req.text();
  return c.json({ received: text ? await c.req.json() : null });
});

const send = (method: string, contentType: string | undefined, body?: string) =>
  app.request("/", { method, body, headers: contentType ? { "Content-Type": contentType } : {} });

async function expectProblem(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
}

describe("jsonBodies()", () => {
  it("accepts JSON and JSON-LD for POST and PUT, and the route still reads the body", async () => {
    const response = await send("POST", "application/ld+json; charset=utf-8", '{"a":1}');
    expect(await response.json()).toEqual({ received: { a: 1 } });
    expect((await send("PUT", "application/json", "[]")).status).toBe(200);
  });

  it("accepts merge-patch and JSON for PATCH", async () => {
    expect((await send("PATCH", "application/merge-patch+json", "{}")).status).toBe(200);
    expect((await send("PATCH", "application/json", "{}")).status).toBe(200);
  });

  it("answers 415 to other body types", async () => {
    await expectProblem(await send("POST", "text/plain", '{"a":1}'), 415);
    await expectProblem(await send("POST", "application/x-www-form-urlencoded", "a=1"), 415);
    await expectProblem(await send("POST", "application/merge-patch+json", "{}"), 415);
    await expectProblem(await send("PATCH", undefined, "{}"), 415);
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await send("POST", "application/json", '{"a":');
    await expectProblem(response, 400);
    expect(await response.json()).toMatchObject({ type: "/api/problems/malformed-json" });
  });

  it("answers 400 to U+0000 in a string, which PostgreSQL text cannot hold", async () => {
    const response = await send("POST", "application/json", '{"title":"a\\u0000b"}');
    await expectProblem(response, 400);
    expect(await response.json()).toMatchObject({ type: "/api/problems/invalid-character" });
  });

  it("answers 422 naming a __proto__ key, which a schema's records would drop without a word", async () => {
    for (const [body, propertyPath] of [
      ['{"prices":{"__proto__":{"kg":100}}}', "prices.__proto__"],
      ['{"attributes":{"\\u005f_proto__":"x"}}', "attributes.__proto__"],
      ['{"__proto__":{"roles":["ROLE_ADMIN"]}}', "__proto__"],
    ]) {
      const response = await send("PATCH", "application/merge-patch+json", body);
      await expectProblem(response, 422);
      expect(await response.json()).toMatchObject({
        violations: [{ propertyPath, code: "forbidden_key" }],
      });
    }
    expect((await send("POST", "application/json", '{"title":"__proto__"}')).status).toBe(200);
  });

  it("lets requests without a body through, and ignores DELETE", async () => {
    expect((await send("PATCH", undefined)).status).toBe(200);
    expect((await send("DELETE", "text/plain", "whatever")).status).toBe(200);
  });
});
