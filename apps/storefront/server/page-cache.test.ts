import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey } from "./page-cache";
import type { PageRenderer } from "./page-renderer";

interface Answer {
  status?: number;
  cacheControl?: string;
  contentType?: string;
  setCookie?: string[];
}

/**
 * Stands for TanStack Start's server entry: counts its renders, numbers each one in the body and
 * puts the request's nonce on an inline script, as the real pages do. `answer` decides the rest.
 */
function renderer(answer: (request: Request) => Answer = () => ({})) {
  let renders = 0;
  let gate: Promise<void> | undefined;
  const pages: PageRenderer & { renders(): number; hold(): () => void } = {
    renders: () => renders,
    /** Holds renders until the returned function is called (requests that overlap). */
    hold() {
      let open!: () => void;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = undefined;
        open();
      };
    },
    async fetch(request) {
      renders += 1;
      const number = renders;
      if (gate) await gate;
      const {
        status = 200,
        cacheControl = "no-cache",
        contentType = "text/html; charset=utf-8",
        setCookie = [],
      } = answer(request);
      const headers = new Headers({ "Content-Type": contentType, "Cache-Control": cacheControl });
      for (const cookie of setCookie) headers.append("Set-Cookie", cookie);
      const nonce = request.headers.get("x-csp-nonce");
      return new Response(
        `<!doctype html><p>render ${number} of ${new URL(request.url).pathname}</p>` +
          `<script nonce="${nonce}">hydrate()</script><script nonce="${nonce}">state()</script>`,
        { status, headers },
      );
    },
  };
  return pages;
}

/** A clock the test moves by hand, in milliseconds. */
function manualClock() {
  let now = 1_000;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

let nonces = 0;
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    headers: { "X-CSP-Nonce": `nonce-${++nonces}-abcdefghijklmnop`, ...headers },
  });

describe("pageCacheKey", () => {
  it("shares a page by URL, resolved locale and whether the locale cookie is set yet", () => {
    expect(pageCacheKey(get("/catalog"))).toBe("ru new http://shop.test/catalog");
    // A browser that prefers English gets the shop in Russian all the same, as everybody does.
    expect(pageCacheKey(get("/catalog", { "Accept-Language": "en-GB,en;q=0.8" }))).toBe(
      "ru new http://shop.test/catalog",
    );
    expect(pageCacheKey(get("/catalog?page=2", { Cookie: "i18n_redirected=en-US; _ym_uid=1" }))).toBe(
      "en-US known http://shop.test/catalog?page=2",
    );
  });

  it("never shares with a visitor who has a token or sends anything but GET", () => {
    expect(pageCacheKey(get("/", { Cookie: "i18n_redirected=ru; shop_token=aaa.bbb.ccc" }))).toBeUndefined();
    expect(pageCacheKey(get("/", { Authorization: "Bearer abc" }))).toBeUndefined();
    expect(pageCacheKey(new Request("http://shop.test/", { method: "HEAD" }))).toBeUndefined();
  });
});

describe("createPageCache", () => {
  it("renders an anonymous visitor's public page once while fresh, each answer with its own nonce", async () => {
    const pages = renderer();
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });

    const first = await cached.fetch(get("/catalog", { "X-CSP-Nonce": "first-nonce-0123456789ab" }));
    const second = await cached.fetch(get("/catalog", { "X-CSP-Nonce": "other-nonce-0123456789ab" }));

    expect(pages.renders()).toBe(1);
    expect(first.status).toBe(200);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const body = await second.text();
    expect(body).toContain("render 1 of /catalog");
    expect(body.match(/nonce="other-nonce-0123456789ab"/g)).toHaveLength(2);
    expect(body).not.toContain("first-nonce");
    expect(await first.text()).toContain('nonce="first-nonce-0123456789ab"');
  });

  it("renders again for another URL, locale or a visitor without the locale cookie", async () => {
    const pages = renderer();
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });
    await cached.fetch(get("/catalog"));
    await cached.fetch(get("/catalog?sort=price"));
    await cached.fetch(get("/catalog", { Cookie: "i18n_redirected=en-US" }));
    await cached.fetch(get("/catalog", { Cookie: "i18n_redirected=ru" }));
    await cached.fetch(get("/catalog", { Cookie: "i18n_redirected=ru" }));
    // The browser's languages make no page of their own.
    await cached.fetch(get("/catalog", { Cookie: "i18n_redirected=ru", "Accept-Language": "en" }));
    expect(pages.renders()).toBe(4);
  });

  it("renders every time for a visitor with a token", async () => {
    const pages = renderer();
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });
    await cached.fetch(get("/catalog"));
    const signedIn = await cached.fetch(get("/catalog", { Cookie: "shop_token=sec.ret.tok" }));
    await cached.fetch(get("/catalog", { Cookie: "shop_token=sec.ret.tok" }));
    expect(pages.renders()).toBe(3);
    expect(await signedIn.text()).toContain("render 2 of /catalog");
  });

  it.each<[string, Answer]>([
    ["a 404", { status: 404 }],
    ["a redirect", { status: 307 }],
    ["a private page", { cacheControl: "private, no-store" }],
    ["a page that sets the token cookie", { setCookie: ["shop_token=; Max-Age=0; Path=/"] }],
    ["XML (the sitemap)", { contentType: "application/xml" }],
  ])("does not keep %s, and answers it to the request that asked", async (_name, answer) => {
    const pages = renderer(() => answer);
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });
    const first = await cached.fetch(get("/page"));
    const second = await cached.fetch(get("/page"));
    expect(pages.renders()).toBe(2);
    expect(first.status).toBe(answer.status ?? 200);
    expect(await first.text()).toContain("render 1 of /page");
    expect(await second.text()).toContain("render 2 of /page");
  });

  it("keeps the locale cookie a first visit is given, for every first visit it answers", async () => {
    const pages = renderer(() => ({
      setCookie: ["i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax"],
    }));
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });
    await cached.fetch(get("/"));
    const again = await cached.fetch(get("/"));
    expect(pages.renders()).toBe(1);
    expect(again.headers.getSetCookie()).toEqual([
      "i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
  });

  it("lets concurrent requests for a page not yet kept wait for one render", async () => {
    const pages = renderer();
    const cached = createPageCache(pages, { freshSeconds: 3, clock: manualClock() });
    const release = pages.hold();
    const answers = Promise.all(Array.from({ length: 8 }, () => cached.fetch(get("/product/sencha"))));
    await new Promise((done) => setTimeout(done, 20));
    release();
    const bodies = await Promise.all((await answers).map((answer) => answer.text()));
    expect(pages.renders()).toBe(1);
    expect(new Set(bodies.map((body) => body.match(/render \d+/)?.[0]))).toEqual(new Set(["render 1"]));
  });

  it("serves a copy past its freshness once while rendering it again, and never one older than fresh + stale", async () => {
    const clock = manualClock();
    const pages = renderer();
    const cached = createPageCache(pages, { freshSeconds: 3, staleSeconds: 2, clock });
    await cached.fetch(get("/"));

    clock.advance(3_500);
    // Stale: the old copy now, a new render behind it.
    expect(await (await cached.fetch(get("/"))).text()).toContain("render 1 of /");
    await new Promise((done) => setTimeout(done, 10));
    expect(pages.renders()).toBe(2);
    expect(await (await cached.fetch(get("/"))).text()).toContain("render 2 of /");

    clock.advance(5_001);
    // Past fresh + stale: rendered before it is served.
    expect(await (await cached.fetch(get("/"))).text()).toContain("render 3 of /");
    expect(pages.renders()).toBe(3);
  });
});

describe("createPageCache's gzip answers", () => {
  /**
   * A page of about 300 kB that does not compress to nothing (random words), with the nonce at
   * its start, in the middle, twice in a row and at its very end, as the real pages have it on
   * every tag of their head and on their inline scripts.
   */
  const words = Array.from({ length: 40_000 }, () => randomBytes(4).toString("hex")).join(" ");
  const bigPages: PageRenderer = {
    async fetch(request) {
      const nonce = request.headers.get("x-csp-nonce") ?? "";
      return new Response(
        `${nonce}<!doctype html><head><meta nonce="${nonce}"/></head><p>${words}</p>` +
          `<script nonce="${nonce}">state("${nonce}${nonce}")</script>Товары: чай, кофе ${nonce}`,
        { headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Language" } },
      );
    },
  };

  it("answers a browser the page compressed when it was stored, with this answer's nonce, as any gzip reader reads it", async () => {
    const cached = createPageCache(bigPages, { freshSeconds: 3, clock: manualClock() });
    const identity = await (
      await bigPages.fetch(get("/catalog", { "X-CSP-Nonce": "third-nonce-0123456789ab" }))
    ).text();
    for (const nonce of [
      "first-nonce-0123456789ab",
      "other-nonce-0123456789ab",
      "third-nonce-0123456789ab",
    ]) {
      const answer = await cached.fetch(
        get("/catalog", { "X-CSP-Nonce": nonce, "Accept-Encoding": "gzip, deflate, br, zstd" }),
      );
      expect(answer.headers.get("content-encoding")).toBe("gzip");
      expect(answer.headers.get("vary")).toBe("Accept-Language, Accept-Encoding");
      const compressed = Buffer.from(await answer.arrayBuffer());
      // zlib checks the stream, its CRC and its length.
      const page = gunzipSync(compressed).toString("utf8");
      expect(page).toBe(identity.replaceAll("third-nonce-0123456789ab", nonce));
      // Compressed for real: the random words are hex, about half of their bytes.
      expect(compressed.byteLength).toBeLessThan(Buffer.byteLength(page) * 0.6);
    }
  });

  it("answers the page as it is to a client that takes no gzip", async () => {
    const cached = createPageCache(bigPages, { freshSeconds: 3, clock: manualClock() });
    for (const acceptEncoding of [undefined, "identity", "gzip;q=0, deflate", "br"]) {
      const answer = await cached.fetch(
        get("/catalog", {
          "X-CSP-Nonce": "plain-nonce-0123456789ab",
          ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}),
        }),
      );
      expect(answer.headers.get("content-encoding")).toBeNull();
      expect(await answer.text()).toContain('state("plain-nonce-0123456789abplain-nonce-0123456789ab")');
    }
  });
});
