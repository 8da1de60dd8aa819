import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ImageRouteOptions, imageRoute, parseApiHosts } from "./image-route";

// Real sharp on real generated images. Real HTTP servers on the loopback stand in for the API
// (its media under /api/media/), for an allowed API host, and for a foreign host that must never
// be contacted.

interface Upstream {
  server: Server;
  origin: string;
  requests: string[];
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

async function startUpstream(handle: (request: IncomingMessage) => Reply): Promise<Upstream> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const { status, headers = {}, body } = handle(request);
    response.writeHead(status, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** A noisy 1200×800 photo-like picture: quality settings make a visible difference on it. */
async function makePhoto(): Promise<Buffer> {
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width + (seed % 40);
    pixels[i + 1] = (y * 255) / height + ((seed >> 8) % 40);
    pixels[i + 2] = 128 + ((seed >> 16) % 60);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A 400×200 red box on a transparent background. */
const makeTransparent = () =>
  sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0.4 } } })
    .png()
    .toBuffer();

let photo: Buffer;
let transparent: Buffer;
let api: Upstream;
let allowed: Upstream;
let foreign: Upstream;

beforeAll(async () => {
  [photo, transparent] = await Promise.all([makePhoto(), makeTransparent()]);
  foreign = await startUpstream(() => ({
    status: 200,
    headers: { "content-type": "image/jpeg" },
    body: photo,
  }));
  api = await startUpstream((request): Reply => {
    switch (request.url) {
      case "/api/media/products/100245-1.jpg":
        return { status: 200, headers: { "content-type": "image/jpeg" }, body: photo };
      case "/api/media/products/clear.png":
        return { status: 200, headers: { "content-type": "image/png" }, body: transparent };
      case "/api/media/products/page.html":
        return { status: 200, headers: { "content-type": "text/html" }, body: "<h1>not an image</h1>" };
      case "/api/media/products/broken.png":
        return { status: 200, headers: { "content-type": "image/png" }, body: "GIF89a? no, just text" };
      case "/api/media/products/vector.svg":
        return { status: 200, headers: { "content-type": "image/svg+xml" }, body: "<svg/>" };
      case "/api/media/products/moved.jpg":
        return { status: 302, headers: { location: `${foreign.origin}/x.jpg` } };
      case "/api/media/products/to-metadata.jpg":
        return { status: 307, headers: { location: "http://169.254.169.254/latest/meta-data/" } };
      case "/api/media/products/huge.jpg":
        return {
          status: 200,
          headers: { "content-type": "image/jpeg" },
          body: Buffer.alloc(3 * 1024 * 1024),
        };
      default:
        return { status: 404 };
    }
  });
  allowed = await startUpstream(
    (request): Reply =>
      request.url === "/elsewhere.jpg"
        ? { status: 301, headers: { location: `${foreign.origin}/x.jpg` } }
        : { status: 200, headers: { "content-type": "image/jpeg" }, body: photo },
  );
});

afterAll(async () => {
  await Promise.all(
    [api, allowed, foreign].map(
      ({ server }) => new Promise<void>((resolve) => server.close(() => resolve())),
    ),
  );
});

beforeEach(() => {
  for (const upstream of [api, allowed, foreign]) upstream.requests.length = 0;
});

function createApp(options: Partial<ImageRouteOptions> = {}) {
  const app = new Hono();
  app.get(
    "/_image",
    imageRoute({
      apiUrl: api.origin,
      apiHosts: { production: allowed.origin },
      maxSourceBytes: 2 * 1024 * 1024,
      ...options,
    }),
  );
  return app;
}

const imageUrl = (query: Record<string, string | number>) =>
  `/_image?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

const media = "/api/media/products/100245-1.jpg";

async function metadataOf(response: Response) {
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, ...(await sharp(bytes).metadata()) };
}

describe("image route: what it makes", () => {
  it("resizes the API's media to the asked box and format, with year-long caching and an ETag", async () => {
    const response = await createApp().request(
      imageUrl({ src: media, w: 320, h: 240, f: "webp", q: 50, fit: "cover" }),
    );
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{32}"$/);
    const image = await metadataOf(response);
    expect([image.format, image.width, image.height]).toEqual(["webp", 320, 240]);
    expect(api.requests).toEqual([media]);
  });

  it("makes the format asked for", async () => {
    const app = createApp();
    for (const [format, type] of [
      ["avif", "image/avif"],
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
    ] as const) {
      const response = await app.request(imageUrl({ src: media, w: 144, f: format }));
      expect(response.headers.get("content-type")).toBe(type);
      const image = await metadataOf(response);
      expect(image.format).toBe(format === "avif" ? "heif" : format);
      expect(image.width).toBe(144);
    }
  });

  it("makes smaller files at lower quality", async () => {
    const app = createApp();
    const low = await metadataOf(await app.request(imageUrl({ src: media, w: 600, f: "webp", q: 10 })));
    const high = await metadataOf(await app.request(imageUrl({ src: media, w: 600, f: "webp", q: 90 })));
    expect(low.bytes.length).toBeLessThan(high.bytes.length * 0.6);
  });

  it("keeps the aspect ratio with fit=inside, fills the box with fit=fill, never enlarges", async () => {
    const app = createApp();
    const inside = await metadataOf(
      await app.request(imageUrl({ src: media, w: 480, h: 480, fit: "inside" })),
    );
    expect([inside.width, inside.height]).toEqual([480, 320]);
    const fill = await metadataOf(await app.request(imageUrl({ src: media, w: 480, h: 480, fit: "fill" })));
    expect([fill.width, fill.height]).toEqual([480, 480]);
    const big = await metadataOf(
      await app.request(imageUrl({ src: "/api/media/products/clear.png", w: 960, h: 480, fit: "inside" })),
    );
    expect([big.width, big.height]).toEqual([400, 200]);
  });

  it("pads fit=contain with the background colour, and flattens transparency onto it", async () => {
    const app = createApp();
    const response = await app.request(
      imageUrl({
        src: "/api/media/products/clear.png",
        w: 200,
        h: 200,
        f: "png",
        q: 100,
        fit: "contain",
        bg: "00ff00",
      }),
    );
    const { bytes } = await metadataOf(response);
    const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // Top edge: the padding, pure background.
    expect(pixel(100, 2)).toEqual([0, 255, 0]);
    // Middle: 40% red over the green background.
    const [red = 0, green = 0, blue = 0] = pixel(100, 100);
    expect(red).toBeGreaterThan(80);
    expect(green).toBeGreaterThan(120);
    expect(blue).toBeLessThan(10);

    const transparentPadding = await metadataOf(
      await app.request(
        imageUrl({ src: "/api/media/products/clear.png", w: 200, h: 200, f: "png", q: 100, fit: "contain" }),
      ),
    );
    expect(transparentPadding.hasAlpha).toBe(true);
  });

  it("makes the 10×10 blurred placeholder of @shop/ui", async () => {
    const placeholder = await metadataOf(
      await createApp().request(imageUrl({ src: media, w: 10, h: 10, f: "webp", q: 50, blur: 3 })),
    );
    expect([placeholder.width, placeholder.height]).toEqual([10, 10]);
    expect(placeholder.bytes.length).toBeLessThan(300);
  });

  it("takes absolute URLs on an allowed API host", async () => {
    const image = await metadataOf(
      await createApp().request(imageUrl({ src: `${allowed.origin}/media/a.jpg`, w: 72 })),
    );
    expect(image.width).toBe(72);
    expect(allowed.requests).toEqual(["/media/a.jpg"]);
  });

  it("takes the production and the beta API host, and no third one", async () => {
    // The "foreign" upstream plays the beta API here; the API itself, named by its origin, is a
    // third host: its media come only as paths.
    const app = createApp({ apiHosts: { production: allowed.origin, beta: foreign.origin } });
    expect((await app.request(imageUrl({ src: `${allowed.origin}/media/a.jpg`, w: 40 }))).status).toBe(200);
    expect((await app.request(imageUrl({ src: `${foreign.origin}/media/b.jpg`, w: 40 }))).status).toBe(200);
    expect((await app.request(imageUrl({ src: `${api.origin}${media}`, w: 40 }))).status).toBe(403);
    expect([allowed.requests, foreign.requests, api.requests]).toEqual([
      ["/media/a.jpg"],
      ["/media/b.jpg"],
      [],
    ]);
  });

  it("fetches a source once for all the sizes made of it", async () => {
    const app = createApp();
    for (const width of [240, 480, 10]) {
      expect((await app.request(imageUrl({ src: media, w: width, h: width }))).status).toBe(200);
    }
    expect(api.requests).toEqual([media]);
  });

  it("makes an image once: later requests come from memory, If-None-Match gets 304", async () => {
    const app = createApp();
    const url = imageUrl({ src: media, w: 64, h: 64 });
    const [first, second] = await Promise.all([app.request(url), app.request(url)]);
    const etag = first.headers.get("etag") ?? "";
    expect(second.headers.get("etag")).toBe(etag);
    const third = await app.request(url);
    expect(Buffer.from(await third.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(api.requests).toEqual([media]);
    const revalidated = await app.request(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
  });
});

describe("image route: what it refuses", () => {
  async function expectRefused(query: Record<string, string | number>, status: number) {
    const response = await createApp().request(imageUrl(query));
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({
      status,
      title: expect.any(String),
      detail: expect.any(String),
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  }

  it.each([
    ["dot-dot traversal", "/api/media/../../etc/passwd", 400],
    ["traversal after the prefix", "/api/media/products/../../auth", 400],
    ["a dot segment", "/api/media/./products/100245-1.jpg", 400],
    ["encoded traversal", "/api/media/%2e%2e/%2e%2e/etc/passwd", 400],
    ["double-encoded traversal", "/api/media/%252e%252e/secret", 400],
    ["an encoded slash", "/api/media/..%2f..%2fetc/passwd", 400],
    ["a backslash", "/api/media\\..\\..\\etc\\passwd", 400],
    ["a NUL byte", "/api/media/a.jpg\u0000.png", 400],
    ["an absolute file path", "/etc/passwd", 403],
    ["a path outside the media", "/api/auth", 403],
    ["a file URL", "file:///etc/passwd", 400],
    ["a data URL", "data:image/png;base64,iVBORw0KGgo=", 400],
    ["a javascript URL", "javascript:alert(1)", 400],
    ["a relative path", "etc/passwd", 400],
    ["a protocol-relative URL", "//evil.example/x.jpg", 400],
    ["another host", "https://evil.example/x.jpg", 403],
    ["the loopback's SSH port", "http://127.0.0.1:22/", 403],
    ["an allowed host's name on another port", "http://127.0.0.1:1/x.jpg", 403],
    ["the cloud metadata address", "http://169.254.169.254/latest/meta-data/", 403],
    ["credentials in the URL", "http://user:pass@127.0.0.1/x.jpg", 400],
    ["an empty source", "", 400],
    // Other spellings of internal addresses: URLs are compared by their parsed origin, so
    // these are all just hosts that are not allowed.
    ["the IPv6 loopback", "http://[::1]/x.jpg", 403],
    ["the metadata address mapped into IPv6", "http://[::ffff:169.254.169.254]/latest/meta-data/", 403],
    ["the IPv6 metadata address", "http://[fd00:ec2::254]/latest/meta-data/", 403],
    ["the metadata address as a decimal number", "http://2852039166/latest/meta-data/", 403],
    ["the metadata address in hex", "http://0xa9fea9fe/latest/meta-data/", 403],
    ["the metadata address in octal", "http://0251.0376.0251.0376/latest/meta-data/", 403],
    ["a shortened loopback", "http://127.1/x.jpg", 403],
    ["the any address", "http://0.0.0.0/x.jpg", 403],
    ["localhost with a trailing dot", "http://localhost./x.jpg", 403],
    ["an upper-case scheme", "HTTP://169.254.169.254/latest/meta-data/", 403],
    ["a gopher URL", "gopher://127.0.0.1:6379/_INFO", 400],
    ["an ftp URL", "ftp://127.0.0.1/x.jpg", 400],
    ["a tab inside the host", "http://169.254.169.254\t/", 400],
    ["full-width dots as traversal", "/api/media/\uff0e\uff0e/\uff0e\uff0e/etc/passwd", 400],
    ["a path beside the media prefix", "/api/media-private/x.jpg", 403],
    ["the media prefix in capitals", "/API/MEDIA/products/100245-1.jpg", 403],
    // A query makes a new source URL of the same picture: past the source cache, new variants.
    ["a query string on a media path", "/api/media/products/100245-1.jpg?v=2", 400],
    ["an empty query string", "/api/media/products/100245-1.jpg?", 400],
  ])("refuses %s before fetching anything", async (_, src, status) => {
    await expectRefused({ src, w: 100 }, status);
    expect([...api.requests, ...allowed.requests, ...foreign.requests]).toEqual([]);
  });

  it("refuses a host that looks like an allowed one", async () => {
    const { port } = new URL(allowed.origin);
    for (const src of [
      `http://localhost:${port}/x.jpg`,
      `https://127.0.0.1:${port}/x.jpg`,
      `http://127.0.0.1:${port}@evil.example/x.jpg`,
      `http://127.0.0.1.evil.example:${port}/x.jpg`,
    ]) {
      const response = await createApp().request(imageUrl({ src, w: 10 }));
      expect([400, 403]).toContain(response.status);
    }
    expect([...allowed.requests, ...foreign.requests]).toEqual([]);
  });

  it.each([
    [{ w: 4001 }, "too wide"],
    [{ h: 100000 }, "too high"],
    [{ w: 0 }, "zero width"],
    [{ w: "12.5" }, "fractional width"],
    [{ w: "-5" }, "negative width"],
    [{ f: "gif" }, "unknown format"],
    [{ f: "svg" }, "svg output"],
    [{ fit: "crop" }, "unknown fit"],
    [{ q: 0 }, "quality 0"],
    [{ q: 101 }, "quality 101"],
    [{ bg: "#fff" }, "a background with #"],
    [{ bg: "red" }, "a named background"],
    [{ blur: 0.1 }, "blur below sharp's minimum"],
    [{ blur: 1000 }, "a huge blur"],
    [{ blur: 11 }, "a blur past the bound"],
    [{ blur: "10.5" }, "a fractional blur past the bound"],
    [{ density: 2 }, "an unknown parameter"],
  ] as const)("refuses %j (%s) with 400", async (query, _) => {
    await expectRefused({ src: media, ...query }, 400);
    expect(api.requests).toEqual([]);
  });

  it("refuses a missing source and repeated parameters", async () => {
    expect((await createApp().request("/_image?w=100")).status).toBe(400);
    expect((await createApp().request(`/_image?src=${encodeURIComponent(media)}&w=1&w=2`)).status).toBe(400);
    expect(api.requests).toEqual([]);
  });

  it("does not follow redirects, to another host or anywhere", async () => {
    await expectRefused({ src: "/api/media/products/moved.jpg", w: 100 }, 502);
    await expectRefused({ src: `${allowed.origin}/elsewhere.jpg`, w: 100 }, 502);
    // Followed, this one would reach the cloud metadata service (or hang on it).
    await expectRefused({ src: "/api/media/products/to-metadata.jpg", w: 100 }, 502);
    expect(foreign.requests).toEqual([]);
  });

  it("refuses content that is not a raster image", async () => {
    await expectRefused({ src: "/api/media/products/page.html", w: 100 }, 400);
    await expectRefused({ src: "/api/media/products/vector.svg", w: 100 }, 400);
    await expectRefused({ src: "/api/media/products/broken.png", w: 100 }, 400);
  });

  it("refuses a source larger than the limit, and answers 404 for a missing one", async () => {
    await expectRefused({ src: "/api/media/products/huge.jpg", w: 100 }, 400);
    await expectRefused({ src: "/api/media/products/none.jpg", w: 100 }, 404);
  });

  it("answers 502 when the API cannot be reached, and refuses media when no API is configured", async () => {
    const down = await createApp({ apiUrl: "http://127.0.0.1:9" }).request(imageUrl({ src: media, w: 10 }));
    expect(down.status).toBe(502);
    const none = await createApp({ apiUrl: undefined }).request(imageUrl({ src: media, w: 10 }));
    expect(none.status).toBe(403);
  });

  it("answers 503 with Retry-After when more images wait than it queues", async () => {
    const app = createApp({ concurrency: 1, maxQueued: 1 });
    const responses = await Promise.all(
      [10, 72, 96, 144, 192, 240].map((width) => app.request(imageUrl({ src: media, w: width }))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    expect(responses.find((response) => response.status === 503)?.headers.get("retry-after")).toBe("1");
  });
});

describe("image route: snapped variants", () => {
  /** The ETag of an answer, which names its bytes. */
  async function etagOf(app: Hono, query: Record<string, string | number>) {
    const response = await app.request(imageUrl(query));
    expect(response.status, JSON.stringify(query)).toBe(200);
    return response.headers.get("etag");
  }

  it("snaps sizes up to the storefront's, so near sizes share one image", async () => {
    const app = createApp();
    const snapped = await metadataOf(await app.request(imageUrl({ src: media, w: 250, h: 199 })));
    expect([snapped.width, snapped.height]).toEqual([320, 240]);
    expect(await etagOf(app, { src: media, w: 300, h: 230 })).toBe(
      await etagOf(app, { src: media, w: 320, h: 240 }),
    );
    // Past the largest size the storefront shows (1200), the largest.
    const large = await metadataOf(await app.request(imageUrl({ src: media, w: 3000, fit: "inside" })));
    expect(large.width).toBe(1200);
    expect(api.requests).toEqual([media]);
  });

  it("snaps quality to the nearest of 25, 50, 75, 100, blur to whole numbers and bg to web-safe colours", async () => {
    const app = createApp();
    const base = { src: media, w: 96, h: 96 };
    expect(await etagOf(app, { ...base, q: 60 })).toBe(await etagOf(app, { ...base, q: 50 }));
    expect(await etagOf(app, { ...base, q: 63 })).toBe(await etagOf(app, { ...base, q: 75 }));
    expect(await etagOf(app, { ...base, q: 1 })).toBe(await etagOf(app, { ...base, q: 25 }));
    expect(await etagOf(app, { ...base, blur: 2.6 })).toBe(await etagOf(app, { ...base, blur: 3 }));
    expect(await etagOf(app, { ...base, blur: 0.3 })).toBe(await etagOf(app, { ...base, blur: 1 }));
    const clear = { src: "/api/media/products/clear.png", w: 96, h: 96, fit: "contain", f: "png" };
    expect(await etagOf(app, { ...clear, bg: "f4f4f5" })).toBe(await etagOf(app, { ...clear, bg: "fff" }));
    expect(await etagOf(app, { ...clear, bg: "00ff0010" })).toBe(
      await etagOf(app, { ...clear, bg: "00ff0000" }),
    );
    expect(await etagOf(app, { ...clear, bg: "00ff00" })).not.toBe(
      await etagOf(app, { ...clear, bg: "ffffff" }),
    );
  });

  it("refuses a query string on an absolute source too, saying why, before fetching it", async () => {
    const response = await createApp().request(
      imageUrl({ src: `${allowed.origin}/media/a.jpg?nocache=1`, w: 72 }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({
      status: 400,
      detail: expect.stringContaining("query string"),
    });
    expect(allowed.requests).toEqual([]);
  });
});

describe("image route: limits per client", () => {
  const as = (client: string) => ({ headers: { "X-Forwarded-For": client } });

  it("answers a client past its renders 429 with Retry-After, still serves it made images, and leaves others alone", async () => {
    const app = createApp({ rendersBurst: 2, rendersPerMinute: 1 });
    const attacker = as("203.0.113.66");
    for (const w of [72, 96])
      expect((await app.request(imageUrl({ src: media, w }), attacker)).status).toBe(200);
    const refused = await app.request(imageUrl({ src: media, w: 144 }), attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(await refused.json()).toMatchObject({
      status: 429,
      title: "Too Many Requests",
      detail: expect.stringContaining("already made are still served"),
    });
    // Made images cost nothing: served to the attacker as to anyone.
    expect((await app.request(imageUrl({ src: media, w: 72 }), attacker)).status).toBe(200);
    expect((await app.request(imageUrl({ src: media, w: 144 }), as("203.0.113.77"))).status).toBe(200);
    // ... including the one it was refused, now that someone else had it made.
    expect((await app.request(imageUrl({ src: media, w: 144 }), attacker)).status).toBe(200);
  });

  it("caps a client's renders under way; waiting for an image another client has asked for costs nothing", async () => {
    const app = createApp({ concurrency: 1, maxPendingPerClient: 2 });
    const attacker = as("203.0.113.66");
    const responses = await Promise.all(
      [10, 72, 96, 144].map((w) => app.request(imageUrl({ src: media, w, f: "png" }), attacker)),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 429, 429]);
    expect(responses[2]?.headers.get("retry-after")).toBe("1");

    const visitor = as("203.0.113.77");
    const [first, ...joined] = await Promise.all([
      app.request(imageUrl({ src: media, w: 192 }), visitor),
      app.request(imageUrl({ src: media, w: 192 }), attacker),
      app.request(imageUrl({ src: media, w: 192 }), attacker),
      app.request(imageUrl({ src: media, w: 192 }), attacker),
    ]);
    expect([first?.status, ...joined.map((response) => response.status)]).toEqual([200, 200, 200, 200]);
  });

  it("keeps a slot for other clients: one client's queue of expensive images does not hold up another's", async () => {
    // Two slots, one per client: the attacker's five png renders (quantised, the slowest kind)
    // take turns in one of them; in one queue the visitor would wait for all five.
    const app = createApp({ concurrency: 2 });
    const finished: string[] = [];
    const attack = [240, 320, 480, 640, 960].map(async (w) => {
      const response = await app.request(
        imageUrl({ src: media, w, h: 960, f: "png", q: 75, fit: "fill" }),
        as("203.0.113.66"),
      );
      expect(response.status).toBe(200);
      finished.push(`attacker ${w}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const visitor = await app.request(
      imageUrl({ src: "/api/media/products/clear.png", w: 240, h: 240 }),
      as("203.0.113.77"),
    );
    expect(visitor.status).toBe(200);
    finished.push("visitor");
    await Promise.all(attack);
    // The visitor's image came before all but the attacker's first at most.
    expect(finished.indexOf("visitor"), finished.join(", ")).toBeLessThanOrEqual(1);
  }, 60_000);
});

describe("parseApiHosts", () => {
  it("keeps the origins that are set and stops on anything else, naming the setting", () => {
    expect([
      ...parseApiHosts({ production: "https://API.shop.example", beta: "https://beta-api.shop.example/" }),
    ]).toEqual(["https://api.shop.example", "https://beta-api.shop.example"]);
    expect([...parseApiHosts({ production: "https://api.shop.example", beta: undefined })]).toEqual([
      "https://api.shop.example",
    ]);
    expect(() => parseApiHosts({ production: "api.shop.example" })).toThrow("production API host");
    expect(() => parseApiHosts({ beta: "https://api.shop.example/media" })).toThrow("beta API host");
    expect(() => parseApiHosts({ production: "ftp://api.shop.example" })).toThrow("http(s) origin");
  });
});
