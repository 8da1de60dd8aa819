import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readImageMetadata } from "./image-metadata";
import { createImageUrlBuilder } from "./image-url";

const apiHosts = { production: "https://api.shop.example", beta: "https://beta-api.shop.example/" };
const media = "/api/media/products/100245-1.webp";
const decoded = (url: string) => Object.fromEntries(new URL(url, "https://shop.example").searchParams);

describe("createImageUrlBuilder", () => {
  it("defaults to webp at quality 50 on the storefront's /_image route", () => {
    expect(createImageUrlBuilder().url("/images/logo.png", { width: 120 })).toBe(
      "/_image?src=%2Fimages%2Flogo.png&w=120&f=webp&q=50",
    );
  });

  it("sends every option, scaled by the density, background without #", () => {
    const url = createImageUrlBuilder({ basePath: "/shop" }).url("/images/a.png", {
      width: 100,
      height: 75,
      format: "avif",
      quality: 80,
      fit: "contain",
      background: "#ffffff",
      density: 2,
    });
    expect(url.startsWith("/shop/_image?")).toBe(true);
    expect(decoded(url)).toEqual({
      src: "/images/a.png",
      w: "200",
      h: "150",
      f: "avif",
      q: "80",
      fit: "contain",
      bg: "ffffff",
    });
  });

  it("gives src and a srcset of densities 1 and 2", () => {
    const attributes = createImageUrlBuilder().attributes("/images/a.png", {
      width: 280,
      height: 280,
      fit: "cover",
    });
    expect(attributes).toEqual({
      src: "/_image?src=%2Fimages%2Fa.png&w=280&h=280&f=webp&q=50&fit=cover",
      srcset:
        "/_image?src=%2Fimages%2Fa.png&w=280&h=280&f=webp&q=50&fit=cover 1x, " +
        "/_image?src=%2Fimages%2Fa.png&w=560&h=560&f=webp&q=50&fit=cover 2x",
      width: 280,
      height: 280,
    });
  });

  it("rewrites media-storage paths to the production or the beta API host", () => {
    expect(decoded(createImageUrlBuilder({ apiHosts }).url(media)).src).toBe(
      `https://api.shop.example${media}`,
    );
    expect(decoded(createImageUrlBuilder({ apiHosts, apiHost: "beta" }).url(media)).src).toBe(
      `https://beta-api.shop.example${media}`,
    );
    // Without API hosts the media stays on the storefront's origin (its /api proxy).
    expect(decoded(createImageUrlBuilder().url(media)).src).toBe(media);
  });

  it("accepts absolute URLs on the two API hosts only", () => {
    const images = createImageUrlBuilder({ apiHosts });
    expect(decoded(images.url("https://beta-api.shop.example/x.png")).src).toBe(
      "https://beta-api.shop.example/x.png",
    );
    expect(() => images.url("https://evil.example/x.png")).toThrow(
      "Image host not allowed: https://evil.example",
    );
    expect(() => images.url("//evil.example/x.png")).toThrow("Image host not allowed");
    expect(() => images.url("javascript:alert(1)")).toThrow("Image host not allowed");
    expect(() => createImageUrlBuilder().url("https://api.shop.example/x.png")).toThrow(
      "Image host not allowed",
    );
  });

  it("uses presets and refuses an unknown one", () => {
    const images = createImageUrlBuilder({
      presets: { card: { width: 280, height: 280, fit: "cover", quality: 60 } },
    });
    expect(decoded(images.url("/a.png", { preset: "card", height: 200 }))).toMatchObject({
      w: "280",
      h: "200",
      q: "60",
    });
    expect(() => images.url("/a.png", { preset: "hero" })).toThrow("Unknown image preset: hero");
  });

  it("refuses a source that is not a string and an empty densities list", () => {
    const images = createImageUrlBuilder();
    expect(() => images.url(undefined)).toThrow(TypeError);
    expect(() => images.attributes({ path: "/a.png" })).toThrow("Image source must be a non-empty string");
    expect(() => images.attributes("/a.png", { densities: [] })).toThrow("Image densities must not be empty");
    expect(() => createImageUrlBuilder({ densities: [] }).attributes("/a.png")).toThrow(
      "Image densities must not be empty",
    );
  });

  it("builds the 10×10 blurred placeholder", () => {
    expect(decoded(createImageUrlBuilder().placeholder("/a.png"))).toEqual({
      src: "/a.png",
      w: "10",
      h: "10",
      f: "webp",
      q: "50",
      blur: "3",
    });
  });
});

describe("image providers", () => {
  it("refuses an unknown provider", () => {
    expect(() => createImageUrlBuilder({ apiHosts, apiHost: "staging" as "beta" })).toThrow(
      "Unknown image provider: staging",
    );
  });
});

/** A real 3×2 PNG: signature, header, one compressed row of pixels per line, end. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is not checked by a size read; a real one is not needed for the header's fields.
    return Buffer.concat([length, Buffer.from(type, "ascii"), data, Buffer.alloc(4)]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((1 + width * 3) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("readImageMetadata", () => {
  // A real HTTP server stands for the API host the images come from.
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === "/api/media/wide.png") {
        response.writeHead(200, { "content-type": "image/png" });
        response.end(png(300, 200));
      } else if (request.url === "/api/media/not-an-image.png") {
        response.writeHead(200, { "content-type": "image/png" });
        response.end("<html>not an image</html>");
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

  const images = () => createImageUrlBuilder({ apiHosts: { production: origin, beta: origin } });
  const metadataOf = (source: string) => readImageMetadata(images().source(source));

  it("reads an image's width, height and ratio from its bytes", async () => {
    expect(await metadataOf("/api/media/wide.png")).toEqual({ width: 300, height: 200, ratio: 1.5 });
  });

  it("gives size 0 for a read that fails: a missing file, bytes that are no image, no server", async () => {
    const none = { width: 0, height: 0, ratio: 0 };
    expect(await metadataOf("/api/media/missing.png")).toEqual(none);
    expect(await metadataOf("/api/media/not-an-image.png")).toEqual(none);
    expect(await readImageMetadata("http://127.0.0.1:9/api/media/wide.png")).toEqual(none);
    // A relative address with nothing to resolve it against (no page, no base) cannot be read either,
    // and one with a base can.
    expect(await readImageMetadata("/api/media/wide.png")).toEqual(none);
    expect(await readImageMetadata("/api/media/wide.png", { base: origin })).toMatchObject({ width: 300 });
  });

  it("is asked for the address of a source the builder allows, and no other", () => {
    expect(images().source("/api/media/wide.png")).toBe(`${origin}/api/media/wide.png`);
    expect(() => images().source("https://evil.example/a.png")).toThrow("Image host not allowed");
    expect(() => images().source(42)).toThrow(TypeError);
  });
});
