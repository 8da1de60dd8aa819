import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, UNKNOWN_ERROR_MESSAGE } from "./api-error";
import {
  type ApiClientOptions,
  createApiClient,
  type HttpMethod,
  RETRY_STATUS_CODES,
} from "./create-api-client";
import type { ApiEvent } from "./events";
import { isNetworkFailure } from "./network-failure";
import { closedPortURL, startTestServer, type TestServer } from "./testing/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseURL: server.baseURL, retryDelay: 0, logger: { error: vi.fn() }, ...options });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );

describe("headers", () => {
  it("sends JSON-LD accept, the locale and the bearer token on a GET, and no body type", async () => {
    const api = client({ getLocale: () => "ru-RU", getToken: async () => "jwt-1" });
    server.answer(() => ({ body: { status: "ok" } }));
    await expect(api.get("/health")).resolves.toEqual({ status: "ok" });
    const [request] = server.received;
    expect(request?.headers.accept).toBe("application/ld+json");
    expect(request?.headers["accept-language"]).toBe("ru-RU");
    expect(request?.headers.authorization).toBe("Bearer jwt-1");
    expect(request?.headers["content-type"]).toBeUndefined();
  });

  it("sends through the fetch implementation it is given", async () => {
    const seen: string[] = [];
    const api = client({
      fetch: (input, init) => {
        seen.push(
          `${init?.method ?? "GET"} ${new URL(String(input instanceof Request ? input.url : input)).pathname}`,
        );
        return globalThis.fetch(input, init);
      },
    });
    server.answer(() => ({ body: { status: "ok" } }));
    await expect(api.get("/health")).resolves.toEqual({ status: "ok" });
    expect(seen).toEqual([`GET ${new URL(`${server.baseURL}/health`).pathname}`]);
    expect(server.received).toHaveLength(1);
  });

  it("reads the token and locale anew for every call", async () => {
    let token: string | null = null;
    let locale = "ru-RU";
    const api = client({ getToken: () => token, getLocale: () => locale });
    await api.get("/a");
    token = "jwt-2";
    locale = "en-US";
    await api.get("/b");
    expect(server.received.map((request) => request.headers.authorization)).toEqual([
      undefined,
      "Bearer jwt-2",
    ]);
    expect(server.received.map((request) => request.headers["accept-language"])).toEqual(["ru-RU", "en-US"]);
  });

  it("sends no Authorization on an anonymous call", async () => {
    await client({ getToken: () => "jwt-1" }).post(
      "/auth",
      { username: "a", password: "b" },
      { anonymous: true },
    );
    expect(server.received[0]?.headers.authorization).toBeUndefined();
    // Marked, so a proxy that adds the token itself (the storefront's /api) leaves it out too.
    expect(server.received[0]?.headers["shop-anonymous"]).toBe("?1");
  });

  it("marks no other call anonymous", async () => {
    await client({ getToken: () => "jwt-1" }).get("/user/profile");
    await client().get("/catalog/products");
    expect(server.received.map((request) => request.headers["shop-anonymous"])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it.each([
    ["POST", "application/ld+json"],
    ["PUT", "application/ld+json"],
    ["PATCH", "application/merge-patch+json"],
  ] as const)("labels a %s body %s", async (method, contentType) => {
    await client().request("/things/1", { method, body: { title: "Улун" } });
    expect(server.received[0]?.headers["content-type"]).toBe(contentType);
    expect(server.received[0]?.body).toEqual({ title: "Улун" });
  });

  it("lets a caller ask for another answer type", async () => {
    await client().get("/core/icons", { headers: { Accept: "image/svg+xml" } });
    expect(server.received[0]?.headers.accept).toBe("image/svg+xml");
  });

  it("keeps caller headers and appends query parameters, leaving undefined ones out", async () => {
    await client().get("/things?x=1", {
      headers: { "X-Trace": "t1" },
      query: { page: 2, search: "чай", skip: undefined },
    });
    expect(server.received[0]?.headers["x-trace"]).toBe("t1");
    expect(server.received[0]?.url).toBe("/things?x=1&page=2&search=%D1%87%D0%B0%D0%B9");
  });
});

describe("linked objects in bodies", () => {
  const product = { "@id": "/api/catalog/products/12", "@type": "Product", id: 12, title: "Улун" };
  const status = { "@id": "/api/sales/order-statuses/3", code: "new" };

  it.each(["POST", "PATCH", "PUT"] as const)(
    "are replaced by their IRIs at any depth in a %s body",
    async (method) => {
      await client().request("/sales/orders/1", {
        method,
        body: {
          "@id": "/api/sales/orders/1",
          status,
          lines: [{ product, quantity: 1.5, meta: { deep: { product } } }],
          related: [product, "/api/catalog/products/13"],
          recipient: { name: "Анна" },
        },
      });
      expect(server.received[0]?.body).toEqual({
        "@id": "/api/sales/orders/1",
        status: "/api/sales/order-statuses/3",
        lines: [
          {
            product: "/api/catalog/products/12",
            quantity: 1.5,
            meta: { deep: { product: "/api/catalog/products/12" } },
          },
        ],
        related: ["/api/catalog/products/12", "/api/catalog/products/13"],
        recipient: { name: "Анна" },
      });
    },
  );
});

describe("retries", () => {
  const methods: HttpMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
  const expectedAttempts = (method: HttpMethod) => (method === "GET" || method === "HEAD" ? 2 : 1);

  describe.each(RETRY_STATUS_CODES)("on %i", (status) => {
    it.each(methods)("%s is sent the number of times SPEC.md section 9 says", async (method) => {
      server.answer(() => ({ status, body: { title: "Try again" } }));
      const error = await rejection(client().request("/things", { method, silent: true }));
      expect(error).toBeInstanceOf(ApiError);
      expect(server.received).toHaveLength(expectedAttempts(method));
    });
  });

  it.each([400, 401, 403, 404, 413, 415, 422, 501])("a GET answered %i is not retried", async (status) => {
    server.answer(() => ({ status, body: { title: "No" } }));
    await rejection(client().get("/things", { silent: true }));
    expect(server.received).toHaveLength(1);
  });

  it("a GET whose first answer is 503 resolves with the second", async () => {
    server.answer(() => (server.received.length === 1 ? { status: 503, body: {} } : { body: { ok: 1 } }));
    await expect(client().get("/things")).resolves.toEqual({ ok: 1 });
    expect(server.received).toHaveLength(2);
  });

  it("waits retryDelay before the retry", async () => {
    server.answer(() => ({ status: 503, body: {} }));
    const started = performance.now();
    await rejection(client({ retryDelay: 120 }).get("/things", { silent: true }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("a dropped connection is retried once for a GET and never for a POST", async () => {
    server.answer(() => ({ hangUp: true }));
    expect(isNetworkFailure(await client().get("/things"))).toBe(true);
    expect(server.received).toHaveLength(2);
    server.reset();
    server.answer(() => ({ hangUp: true }));
    expect(isNetworkFailure(await client().post("/things", {}))).toBe(true);
    expect(server.received).toHaveLength(1);
  });
});

describe("error normalisation over the wire", () => {
  it("reads a problem+json answer: detail, type and violations", async () => {
    server.answer(() => ({
      status: 422,
      headers: { "content-type": "application/problem+json" },
      body: {
        type: "/api/problems/validation",
        title: "Validation failed",
        status: 422,
        detail: "email: Неверный адрес",
        violations: [{ propertyPath: "email", message: "Неверный адрес", code: "invalid_email" }],
      },
    }));
    const error = await rejection(client().post("/user/users", {}, { silent: true }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 422,
      statusText: "Unprocessable Entity",
      message: "email: Неверный адрес",
      problemType: "/api/problems/validation",
      violations: [{ propertyPath: "email", message: "Неверный адрес", code: "invalid_email" }],
    });
  });

  it.each([
    ["message", { code: 401, message: "Invalid credentials." }, "Invalid credentials."],
    ["title only", { title: "Not Found", status: 404 }, "Not Found"],
    [
      "hydra-prefixed",
      { "hydra:title": "An error occurred", "hydra:description": "Товар не найден" },
      "Товар не найден",
    ],
    ["plain text", "Service is down for maintenance", "Service is down for maintenance"],
    ["empty", undefined, UNKNOWN_ERROR_MESSAGE],
  ])("reads the %s shape", async (_shape, body, message) => {
    server.answer(() => ({ status: 400, body }));
    const error = await rejection(client().get("/things", { silent: true }));
    expect(error).toMatchObject({ statusCode: 400, statusText: "Bad Request", message, violations: [] });
  });

  it("does not show a proxy's HTML error page as a message", async () => {
    server.answer(() => ({
      status: 502,
      headers: { "content-type": "text/html" },
      body: "<html><body>Bad Gateway</body></html>",
    }));
    const error = await rejection(client().post("/things", {}, { silent: true }));
    expect(error).toMatchObject({ statusCode: 502, message: UNKNOWN_ERROR_MESSAGE });
  });
});

describe("events and hooks", () => {
  function observed(options: Partial<ApiClientOptions> = {}) {
    const events: ApiEvent[] = [];
    const onUnauthorized = vi.fn();
    const onFatalError = vi.fn();
    const api = client({ onEvent: (event) => events.push(event), onUnauthorized, onFatalError, ...options });
    return { api, events, onUnauthorized, onFatalError };
  }

  it("raises api-error with the red toast of SPEC.md section 8", async () => {
    const { api, events } = observed();
    server.answer(() => ({ status: 409, body: { detail: "Корзина изменилась" } }));
    const error = await rejection(api.patch("/sales/carts/1", { items: [] }));
    expect(events).toEqual([
      {
        type: "api-error",
        error,
        toast: { titleKey: "common.error", description: "Корзина изменилась", color: "red", timeout: 5000 },
      },
    ]);
  });

  it("raises api-message with the blue toast for a MessageResponse", async () => {
    const { api, events } = observed();
    server.answer(() => ({
      status: 202,
      body: { "@type": "MessageResponse", message: "Код отправлен на почту" },
    }));
    await api.patch("/user/users-by-email/a%40b.ru/password-recovery", {});
    expect(events).toEqual([
      {
        type: "api-message",
        message: "Код отправлен на почту",
        toast: { description: "Код отправлен на почту", color: "blue", timeout: 5000 },
      },
    ]);
  });

  it("raises nothing for an ordinary answer", async () => {
    const { api, events } = observed();
    server.answer(() => ({ body: { "@type": "Product", message: "not a MessageResponse" } }));
    await api.get("/catalog/products/1");
    expect(events).toEqual([]);
  });

  it("a silent call raises no events and no fatal error", async () => {
    const { api, events, onFatalError } = observed();
    server.answer(() => ({ status: 500, body: { title: "Internal Server Error" } }));
    await rejection(api.post("/things", {}, { silent: true }));
    server.answer(() => ({ body: { "@type": "MessageResponse", message: "Готово" } }));
    await api.post("/things", {}, { silent: true });
    expect(events).toEqual([]);
    expect(onFatalError).not.toHaveBeenCalled();
  });

  it("401 logs out, even when silent, and raises the error event", async () => {
    const { api, events, onUnauthorized } = observed({ getToken: () => "expired" });
    server.answer(() => ({ status: 401, body: { title: "Unauthorized" } }));
    const error = await rejection(api.get("/user/profile"));
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(events.map((event) => event.type)).toEqual(["api-error"]);
    await rejection(api.get("/user/profile", { silent: true }));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("401 to an anonymous call (wrong credentials) does not log out", async () => {
    const { api, onUnauthorized } = observed();
    server.answer(() => ({ status: 401, body: { title: "Неверный логин или пароль" } }));
    await rejection(api.post("/auth", { username: "a", password: "b" }, { anonymous: true }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 500])("%i shows the fatal error unless silent or handled", async (status) => {
    const { api, events, onFatalError } = observed();
    server.answer(() => ({ status, body: { title: "No" } }));
    const error = await rejection(api.get("/sales/admin/orders"));
    expect(onFatalError).toHaveBeenCalledExactlyOnceWith(error);
    await rejection(api.get("/sales/admin/orders", { handled: true }));
    await rejection(api.get("/sales/admin/orders", { silent: true }));
    expect(onFatalError).toHaveBeenCalledTimes(1);
    // handled keeps the toast: only the silent call is quiet.
    expect(events.map((event) => event.type)).toEqual(["api-error", "api-error"]);
  });

  it.each([400, 404, 409, 422, 503])("%i is not fatal", async (status) => {
    const { api, onFatalError, onUnauthorized } = observed();
    server.answer(() => ({ status, body: { title: "No" } }));
    await rejection(api.post("/things", {}));
    expect(onFatalError).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("network failures", () => {
  it("resolve with an explicit NetworkFailure, are logged and raise no events", async () => {
    const logger = { error: vi.fn() };
    const onEvent = vi.fn();
    const api = createApiClient({ baseURL: await closedPortURL(), retryDelay: 0, logger, onEvent });
    const result = await api.post("/sales/carts/calculate", { items: [] });
    expect(result).toMatchObject({ ok: false, reason: "network" });
    expect(isNetworkFailure(result)).toBe(true);
    expect(logger.error).toHaveBeenCalledExactlyOnceWith(
      "[api-client] network failure",
      expect.objectContaining({ method: "POST", url: "/sales/carts/calculate" }),
    );
    expect(onEvent).not.toHaveBeenCalled();
  });

  it("a timeout is a network failure", async () => {
    server.answer(() => ({ stall: true }));
    const result = await client({ timeout: 50 }).post("/things", {});
    expect(result).toMatchObject({ ok: false, reason: "network" });
  });

  it("a timeout still applies when the caller passes a signal", async () => {
    server.answer(() => ({ stall: true }));
    const result = await client({ timeout: 50 }).get("/things", { signal: new AbortController().signal });
    expect(isNetworkFailure(result)).toBe(true);
  });

  it("aborting a call in flight (a superseded cart save) rejects with the abort", async () => {
    server.answer(() => ({ stall: true }));
    const controller = new AbortController();
    const pending = rejection(client().put("/sales/carts/1", { items: [] }, { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ name: "AbortError" });
  });

  it("an abort the caller asked for rejects instead", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client().put("/sales/carts/1", {}, { signal: controller.signal }));
    expect(error).toMatchObject({ name: "AbortError" });
    expect(server.received).toHaveLength(0);
  });
});
