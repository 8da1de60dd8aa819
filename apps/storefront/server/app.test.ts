import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { type HttpBindings, serve } from "@hono/node-server";
import { proxyTrust } from "@shop/node-server/client-address";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "../build/precompress";
import { createServerApp as createApp, type ServerOptions } from "./app";
import type { PageRenderer } from "./page-renderer";

let clientDir: string;

// Stands for TanStack Start's server entry: answers what it was asked, with what it was handed.
const pages: PageRenderer = {
  fetch: (request) =>
    new Response(
      `<!doctype html><title>page ${new URL(request.url).pathname}</title>${"<p>Чай</p>".repeat(200)}` +
        `<script nonce="${request.headers.get("x-csp-nonce")}">hydrate()</script>` +
        `<!-- forwarded ${request.headers.get("x-forwarded-for")} -->`,
      {
        status: /^\/(?:$|catalog|product\/|my\/)/.test(new URL(request.url).pathname) ? 200 : 404,
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" },
      },
    ),
};
const createServerApp = (options: Omit<ServerOptions, "pages">) => createApp({ pages, ...options });

/** Node's bindings of a request from `remoteAddress`: the server reads only the peer's address. */
const socketOf = (remoteAddress: string): Partial<HttpBindings> => ({
  incoming: { socket: { remoteAddress } } as HttpBindings["incoming"],
});
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "assets", "main-abc123.js"), `console.log(${"1 + ".repeat(200)}1)`);
  writeFileSync(join(clientDir, "assets", "logo-abc123.png"), "png bytes");
  writeFileSync(join(clientDir, "assets", "main-abc123.js.map"), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\n");
  writeFileSync(
    join(clientDir, "manifest.webmanifest"),
    JSON.stringify({ name: "Чайная лавка", icons: Array(20).fill({}) }),
  );
  writeFileSync(join(clientDir, "sw.js"), `self.addEventListener("fetch", () => {});${" ".repeat(300)}`);
  mkdirSync(join(clientDir, "icons"));
  writeFileSync(join(clientDir, "icons", "icon-192.png"), "png bytes");
  await precompressFolder(clientDir);
  // A real upstream on loopback stands for the API behind the proxy.
  api = createServer((request, response) => {
    // Stands for the API's sign-in, as its router matches the path (escapes decoded).
    if (request.method === "POST" && decodeURI(request.url ?? "") === "/api/auth") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ token: "aaa.bbb.ccc", spelled: request.url }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        path: request.url,
        language: request.headers["accept-language"],
        forwardedFor: request.headers["x-forwarded-for"],
        ...(request.headers["x-echo-headers"] ? { headers: Object.keys(request.headers).sort() } : {}),
        // A page of products is some kilobytes of JSON.
        ...(request.url?.startsWith("/api/catalog/")
          ? { products: Array(200).fill({ title: "Сенча" }) }
          : {}),
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  return new Promise<void>((resolve) => api.close(() => resolve()));
});

describe("storefront server", () => {
  it("caches hashed assets for a year", async () => {
    const response = await createServerApp({ clientDir }).request("/assets/main-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("hands every other GET to the page renderer, with the CSP nonce of its answer and the visitor's address", async () => {
    const app = createServerApp({ clientDir });
    for (const path of ["/", "/catalog/tea/green", "/product/sencha", "/my/purchases/A-1"]) {
      const response = await app.request(path, {}, socketOf("203.0.113.9"));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>page ${path}</title>`);
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      expect(html).toContain("<!-- forwarded 203.0.113.9 -->");
    }
    expect((await app.request("/nowhere")).status).toBe(404);
  });

  it("never lets a client choose the nonce", async () => {
    const response = await createServerApp({ clientDir }).request("/", {
      headers: { "X-CSP-Nonce": "chosen" },
    });
    expect(await response.text()).not.toContain('nonce="chosen"');
  });

  it("with the page cache, answers a kept page with this response's nonce, compressed", async () => {
    const app = createServerApp({ clientDir, pageCache: { freshSeconds: 60 } });
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await app.request("/catalog?page=2", { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("answers other methods than GET and HEAD on pages with 405", async () => {
    const response = await createServerApp({ clientDir }).request("/catalog", { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("compresses the pages for a browser that accepts gzip", async () => {
    const response = await createServerApp({ clientDir }).request("/catalog", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      "<title>page /catalog</title>",
    );
  });

  it("never serves the build's source maps, whatever the encoding asked for", async () => {
    const app = createServerApp({ clientDir });
    for (const encoding of ["", "gzip", "br"]) {
      const response = await app.request("/assets/main-abc123.js.map", {
        headers: encoding ? { "Accept-Encoding": encoding } : {},
      });
      expect(response.status, encoding).toBe(404);
      expect(await response.text()).not.toContain("secret.ts");
    }
  });

  it("answers a missing hashed asset with 404, not with a page", async () => {
    const response = await createServerApp({ clientDir }).request("/assets/main-old999.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("serves the build's other files, revalidated", async () => {
    const response = await createServerApp({ clientDir }).request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe("User-agent: *\n");
  });

  it("serves the web app manifest as application/manifest+json, and its icons, cached for a day", async () => {
    const app = createServerApp({ clientDir });
    const manifest = await app.request("/manifest.webmanifest", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(manifest.headers.get("vary")).toBe("Accept-Encoding");
    const icon = await app.request("/icons/icon-192.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("serves the service worker revalidated on every update check", async () => {
    const response = await createServerApp({ clientDir }).request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("leaves a generated answer at a path with a dot its own Cache-Control, compressed", async () => {
    const sitemap = "<url><loc>https://shop.example/product/sencha</loc></url>\n".repeat(200);
    const app = createApp({
      clientDir,
      pages: {
        fetch: () =>
          new Response(`<urlset>${sitemap}</urlset>`, {
            headers: {
              "Content-Type": "application/xml; charset=utf-8",
              "Cache-Control": "public, max-age=300",
            },
          }),
      },
    });
    const response = await app.request("/sitemap.xml", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      `<urlset>${sitemap}</urlset>`,
    );
  });

  it("serves the precompressed brotli or gzip bytes the browser accepts", async () => {
    const app = createServerApp({ clientDir });
    const plain = await app.request("/assets/main-abc123.js");
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");

    const br = await app.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(br.headers.get("content-length"))).toBeLessThan(plainText.length / 4);

    const gzip = await app.request("/assets/main-abc123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plainText);
  });

  it("puts the security headers on pages, assets and images, and leaves /api to the API", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    for (const path of [
      "/",
      "/nowhere",
      "/assets/main-abc123.js",
      "/assets/logo-abc123.png",
      "/_image?src=/etc/passwd",
    ]) {
      const response = await app.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/]+=*'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    }
    const api = await app.request("/api/health");
    expect(api.headers.get("content-security-policy")).toBeNull();
  });

  it("adds the analytics origins to the CSP when a counter is configured", async () => {
    const csp =
      (
        await createServerApp({ clientDir, analyticsSources: ["https://mc.yandex.ru"] }).request("/")
      ).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/mc\.yandex\.ru/);
  });

  it("never serves a file from outside the client build, however the path is written", async () => {
    const root = mkdtempSync(join(tmpdir(), "storefront-traversal-"));
    const inside = join(root, "client");
    mkdirSync(join(inside, "assets"), { recursive: true });
    writeFileSync(join(root, "secret.txt"), "TOP-SECRET");
    writeFileSync(join(root, "secret.js"), "TOP-SECRET");
    const app = createServerApp({ clientDir: inside });
    try {
      for (const path of [
        "/../secret.txt",
        "/..%2fsecret.txt",
        "/%2e%2e/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/%252e%252e/secret.txt",
        "//secret.txt",
        "/assets/../../secret.js",
        "/assets/..%2f..%2fsecret.js",
        "/assets/%2e%2e/%2e%2e/secret.js",
        "/assets/%2e%2e%2f%2e%2e%2fsecret.js",
        "/assets/..%5c..%5csecret.js",
      ]) {
        const response = await app.request(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain("TOP-SECRET");
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("serves the image route", async () => {
    const response = await createServerApp({ clientDir, apiUrl }).request(
      "/_image?src=https%3A%2F%2Fevil.example%2Fa.png",
    );
    expect(response.status).toBe(403);
  });

  it("forwards /api with its path, query and headers", async () => {
    const response = await createServerApp({ clientDir, apiUrl }).request("/api/health?x=1", {
      headers: { "Accept-Language": "ru-RU" },
    });
    expect(await response.json()).toEqual({ path: "/api/health?x=1", language: "ru-RU" });
  });

  it("sends the cookie's token on as the Bearer header, except on a call the client marked anonymous", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    const headersSeen = async (extra: Record<string, string>) =>
      (
        (await (
          await app.request("/api/user/profile", {
            headers: { cookie: "shop_token=aaa.bbb.ccc", "x-echo-headers": "1", ...extra },
          })
        ).json()) as { headers: string[] }
      ).headers;
    expect(await headersSeen({})).toContain("authorization");
    expect(await headersSeen({ "Shop-Anonymous": "?1" })).not.toContain("authorization");
  });

  it("with PUBLIC_URL, answers its host only: another Host or absolute-form request line is 421", async () => {
    const app = createServerApp({ clientDir, apiUrl, publicUrl: "https://shop.example" });
    for (const url of [
      "http://attacker.example/",
      "http://attacker.example/robots.txt",
      "http://shop.example:8080/api/health",
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(421);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
    }
    // Behind the TLS proxy the request reaches the server as http, for the public host.
    expect((await app.request("http://shop.example/")).status).toBe(200);
    expect((await app.request("http://shop.example/api/health")).status).toBe(200);
    // Its origin is the shop's own for changes through /api: an https page of the shop may send them.
    const change = await app.request("http://shop.example/api/health", {
      method: "POST",
      headers: { Origin: "https://shop.example" },
    });
    expect(change.status).toBe(200);
  });

  it("with PUBLIC_URL, answers the health check of this machine or a trusted balancer whatever its Host, and nothing else", async () => {
    const app = createServerApp({
      clientDir,
      apiUrl,
      publicUrl: "https://shop.example",
      trustProxy: proxyTrust("10.0.0.0/8"),
    });
    const status = async (
      url: string,
      bindings: Partial<HttpBindings>,
      headers: Record<string, string> = {},
    ) => (await app.request(url, { headers }, bindings)).status;
    // `./shop start` asks on loopback; a balancer asks the replica by its own address.
    const health = await app.request("http://localhost:3000/_health", {}, socketOf("127.0.0.1"));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await status("http://10.0.0.7:3000/_health", socketOf("10.0.0.2"))).toBe(200);
    expect(await status("http://[::1]:3000/_health", socketOf("::ffff:127.0.0.1"))).toBe(200);
    // This machine asking by one of its own addresses (the server listens on that one alone).
    const toItself = {
      incoming: { socket: { remoteAddress: "198.51.100.5", localAddress: "198.51.100.5" } },
    };
    expect(await status("http://198.51.100.5:3000/_health", toItself as Partial<HttpBindings>)).toBe(200);
    // A visitor is not the shop's side, also when a trusted proxy forwards the visitor's request.
    expect(await status("http://10.0.0.7:3000/_health", socketOf("203.0.113.7"))).toBe(421);
    expect(
      await status("http://attacker.example/_health", socketOf("10.0.0.2"), {
        "X-Forwarded-For": "203.0.113.7",
      }),
    ).toBe(421);
    // Pages and /api stay the public host's only, on loopback too.
    for (const path of ["/", "/robots.txt", "/api/health", "/_image"]) {
      expect(await status(`http://localhost:3000${path}`, socketOf("127.0.0.1")), path).toBe(421);
    }
    // The public host's visitors may ask too.
    expect(await status("http://shop.example/_health", socketOf("203.0.113.7"))).toBe(200);
  });

  it("answers its health check 503 when the API it forwards to does not answer", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await createServerApp({ clientDir, apiUrl: downUrl }).request("/_health");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
  });

  it("keeps the token of a sign-in out of its answer however the path is spelled, and refuses control characters", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    for (const path of ["/api/auth", "/api/%61uth", "/api/%61%75%74%68", "/api/./auth", "/api/x/../auth"]) {
      const response = await app.request(`http://shop.example${path}`, { method: "POST", body: "{}" });
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as { token?: string; spelled: string };
      expect(body.token, path).toBeUndefined();
      expect(response.headers.getSetCookie()[0], path).toMatch(/^shop_token=aaa\.bbb\.ccc;/);
    }
    for (const path of ["/api/au%09th", "/api/auth%20", "/api/auth%0a", "/api/%20auth", "/api/auth%7f"]) {
      const response = await app.request(`http://shop.example${path}`, { method: "POST", body: "{}" });
      expect(response.status, path).toBe(400);
      expect(response.headers.get("content-type")).toBe("application/problem+json");
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it("refuses with a problem document a change through /api that another site's page sent", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    for (const [method, path] of [
      ["POST", "/api/user/profile/logout-everywhere"],
      ["POST", "/api/sales/carts/repeat-order?orderId=1"],
      ["PATCH", "/api/user/profile"],
      ["DELETE", "/api/sales/carts/1"],
      ["PUT", "/api/user/profile"],
    ] as const) {
      const refused = await app.request(`http://shop.example${path}`, {
        method,
        headers: { Origin: "http://shop.example:8080", Cookie: "shop_token=aaa.bbb.ccc" },
      });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      const same = await app.request(`http://shop.example${path}`, {
        method,
        headers: { Origin: "http://shop.example", "Sec-Fetch-Site": "same-origin" },
      });
      expect(same.status, `${method} ${path} from the shop`).toBe(200);
    }
  });

  it("clears a malformed token cookie with the answer of a page, an /api call or a file, and keeps a good one", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    for (const path of ["/", "/api/health", "/robots.txt"]) {
      for (const value of ["%E0%A4%A", "x".repeat(9000), "foreign"]) {
        const response = await app.request(path, { headers: { Cookie: `theme=dark; shop_token=${value}` } });
        expect(response.status, `${path} ${value.slice(0, 12)}`).toBe(200);
        expect(response.headers.getSetCookie(), path).toContain(
          "shop_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
        );
      }
      const good = await app.request(path, { headers: { Cookie: "shop_token=aaa.bbb.ccc" } });
      expect(good.headers.getSetCookie(), path).toEqual([]);
    }
  });

  it("keeps the hop-by-hop headers of the client's connection from the API, and refuses TRACE", async () => {
    const app = createServerApp({ clientDir, apiUrl });
    const response = await app.request("/api/health", {
      method: "POST",
      body: "{}",
      headers: {
        "X-Echo-Headers": "1",
        "Content-Type": "application/json",
        Connection: "keep-alive, Upgrade, X-Private-Hop",
        "X-Private-Hop": "secret",
        Upgrade: "websocket",
        "Keep-Alive": "timeout=5",
        "Proxy-Authorization": "Basic cHJveHk6cHJveHk=",
        TE: "trailers",
        Expect: "100-continue",
      },
    });
    expect(response.status).toBe(200);
    const { headers } = (await response.json()) as { headers: string[] };
    for (const name of [
      "connection",
      "x-private-hop",
      "upgrade",
      "keep-alive",
      "proxy-authorization",
      "te",
      "expect",
    ]) {
      // Node's fetch opens its own keep-alive connection to the API: its own Connection header is fine.
      if (name === "connection") continue;
      expect(headers, name).not.toContain(name);
    }
    expect(headers).toContain("content-type");

    // Over a real socket: fetch cannot even send TRACE.
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const sent = httpRequest(
          { host: "127.0.0.1", port, path: "/api/health", method: "TRACE" },
          (received) => {
            received.resume();
            resolve({ status: received.statusCode ?? 0, allow: received.headers.allow });
          },
        );
        sent.on("error", reject);
        sent.end();
      });
      expect(answer.status).toBe(405);
      expect(answer.allow).toContain("GET");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("names to the API the client it saw, never what the client claimed, and past a trusted proxy the client behind it", async () => {
    const direct = createServerApp({ clientDir, apiUrl });
    const spoofed = await direct.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "1.2.3.4" } },
      socketOf("203.0.113.7"),
    );
    expect(await spoofed.json()).toMatchObject({ forwardedFor: "203.0.113.7" });
    // Loopback is no proxy of the shop's unless TRUST_PROXY names it.
    const local = await direct.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "1.2.3.4" } },
      socketOf("127.0.0.1"),
    );
    expect(await local.json()).toMatchObject({ forwardedFor: "127.0.0.1" });

    const behindNginx = createServerApp({ clientDir, apiUrl, trustProxy: proxyTrust("10.0.0.2") });
    const proxied = await behindNginx.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "1.2.3.4, 203.0.113.8" } },
      socketOf("10.0.0.2"),
    );
    expect(await proxied.json()).toMatchObject({ forwardedFor: "203.0.113.8" });
    const around = await behindNginx.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "203.0.113.8" } },
      socketOf("198.51.100.3"),
    );
    expect(await around.json()).toMatchObject({ forwardedFor: "198.51.100.3" });
  });

  it("compresses the API's JSON for a browser that accepts gzip", async () => {
    // Node's fetch, which forwards the request, unpacks what the API compressed; packed again here,
    // a page of products crosses a phone's network as 2 kB instead of 25.
    const app = createServerApp({ clientDir, apiUrl });
    const packed = await app.request("/api/catalog/products", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(packed.headers.get("content-encoding")).toBe("gzip");
    expect(packed.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = gunzipSync(Buffer.from(await packed.arrayBuffer()));
    expect(JSON.parse(body.toString())).toMatchObject({
      path: "/api/catalog/products",
      products: expect.any(Array),
    });

    const plain = await app.request("/api/catalog/products");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.json()).products).toHaveLength(200);
  });

  it("answers 502 with a problem document when the API is down", async () => {
    const response = await createServerApp({ clientDir, apiUrl: "http://127.0.0.1:9" }).request(
      "/api/health",
    );
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });
});
