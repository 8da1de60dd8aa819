import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "./app";
import { precompressFolder } from "./compression/precompress";

let clientDir: string;
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    `<!doctype html><head><title>shell</title><script>document.documentElement.dataset.mode = "light"</script></head>${"<!-- padding -->".repeat(40)}`,
  );
  writeFileSync(join(clientDir, "assets", "main-abc123.js"), `console.log(${"1 + ".repeat(200)}1)`);
  writeFileSync(join(clientDir, "assets", "logo-abc123.png"), "png bytes");
  writeFileSync(join(clientDir, "robots.txt"), "User-agent: *\n");
  writeFileSync(
    join(clientDir, "routes.json"),
    JSON.stringify({
      routes: ["/", "/about/contacts", "/catalog/$", "/product/$slug", "/my/purchases/$slug"],
      preload: { "/catalog/$": ["/assets/catalog-abc123.js", "/assets/select-abc123.js"] },
    }),
  );
  await precompressFolder(clientDir);
  // A real upstream on loopback stands for the API behind the proxy.
  api = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        path: request.url,
        language: request.headers["accept-language"],
        forwardedFor: request.headers["x-forwarded-for"],
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

  it("answers client-side routes with the SPA shell, revalidated", async () => {
    const app = createServerApp({ clientDir });
    for (const path of [
      "/",
      "/catalog",
      "/catalog/tea/green",
      "/product/sencha",
      "/about/contacts/",
      "/my/purchases/A-1",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain("<title>shell</title>");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers paths no route matches with the SPA shell and status 404", async () => {
    const app = createServerApp({ clientDir });
    for (const path of ["/nowhere", "/product", "/product/a/b", "/about", "/wp-login.php"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=UTF-8");
      expect(await response.text()).toContain("<title>shell</title>");
    }
  });

  it("takes its routes from the options over routes.json, and knows every path without either", async () => {
    expect(
      (await createServerApp({ clientDir, routes: ["/gift-cards/$code"] }).request("/gift-cards/X1")).status,
    ).toBe(200);
    const bare = mkdtempSync(join(tmpdir(), "storefront-bare-"));
    writeFileSync(join(bare, "index.html"), "<!doctype html><title>bare</title>");
    expect((await createServerApp({ clientDir: bare }).request("/anything/at/all")).status).toBe(200);
    rmSync(bare, { recursive: true, force: true });
  });

  it("picks up a new build in the same folder: its shell, its CSP hash and its routes", async () => {
    const folder = mkdtempSync(join(tmpdir(), "storefront-rebuilt-"));
    const build = (script: string, routes: string[]) => {
      writeFileSync(
        join(folder, "index.html"),
        `<!doctype html><title>${script}</title><script>${script}</script>`,
      );
      writeFileSync(join(folder, "routes.json"), JSON.stringify({ routes }));
    };
    build("first()", ["/"]);
    const app = createServerApp({ clientDir: folder, recheckMs: 0 });
    const before = await app.request("/");
    expect(await before.text()).toContain("first()");
    expect((await app.request("/gift-cards")).status).toBe(404);

    build("second()", ["/", "/gift-cards"]);
    // Later mtimes than the first build's, however fast the file system is.
    const later = new Date(Date.now() + 5_000);
    for (const file of ["index.html", "routes.json"]) utimesSync(join(folder, file), later, later);
    const after = await app.request("/gift-cards");
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("second()");
    expect(after.headers.get("content-security-policy")).not.toBe(
      before.headers.get("content-security-policy"),
    );

    // Mid-build, without index.html, the last complete shell is still served.
    rmSync(join(folder, "index.html"));
    expect(await (await app.request("/")).text()).toContain("second()");
    rmSync(folder, { recursive: true, force: true });
  });

  it("announces the scripts of the page's route in its shell, in every encoding", async () => {
    const app = createServerApp({ clientDir });
    const links =
      '<link rel="modulepreload" crossorigin href="/assets/catalog-abc123.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/select-abc123.js"></head>';
    const plain = await app.request("/catalog/tea/green");
    expect(await plain.text()).toContain(links);
    const br = await app.request("/catalog", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(links);
    const gzip = await app.request("/catalog", { headers: { "Accept-Encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain(links);

    // Other pages get the plain shell, and each shell revalidates with its own ETag.
    const home = await app.request("/");
    expect(await home.text()).not.toContain("modulepreload");
    expect(plain.headers.get("etag")).not.toBe(home.headers.get("etag"));
    const etag = plain.headers.get("etag") ?? "";
    expect((await app.request("/catalog/coffee", { headers: { "If-None-Match": etag } })).status).toBe(304);
    expect((await app.request("/", { headers: { "If-None-Match": etag } })).status).toBe(200);
    expect(await (await app.request("/nowhere")).text()).not.toContain("modulepreload");
  });

  it("lets the browser revalidate the shell with its ETag", async () => {
    const app = createServerApp({ clientDir });
    const etag = (await app.request("/")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request("/product/sencha", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("answers a missing hashed asset with 404, not with the shell", async () => {
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

    const shell = await app.request("/catalog", { headers: { "Accept-Encoding": "gzip" } });
    expect(shell.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await shell.arrayBuffer())).toString()).toContain("<title>shell</title>");
    const missing = await app.request("/nowhere", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect([missing.status, missing.headers.get("content-encoding")]).toEqual([404, "gzip"]);
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
      expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
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
    writeFileSync(join(inside, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(join(root, "secret.txt"), "TOP-SECRET");
    writeFileSync(join(root, "secret.js"), "TOP-SECRET");
    const app = createServerApp({ clientDir: inside, routes: ["/"] });
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

  it("appends the address it saw to X-Forwarded-For, after anything the client claimed", async () => {
    const socketOf = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as never;
    const app = createServerApp({ clientDir, apiUrl });
    const spoofed = await app.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "1.2.3.4" } },
      socketOf("203.0.113.7"),
    );
    expect(await spoofed.json()).toMatchObject({ forwardedFor: "1.2.3.4, 203.0.113.7" });
    const plain = await app.request("/api/health", {}, socketOf("203.0.113.8"));
    expect(await plain.json()).toMatchObject({ forwardedFor: "203.0.113.8" });
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
