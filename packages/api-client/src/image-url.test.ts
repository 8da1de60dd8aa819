import { describe, expect, it } from "vitest";
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
