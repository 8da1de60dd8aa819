import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { IMAGE_DEFAULTS, Image, type ImageUrlOptions } from "@shop/ui";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMAGE_ASKED, IMAGE_BOXES, IMAGE_SIZES } from "../../src/lib/image-sizes";
import { buildImageUrl } from "../../src/lib/images";
import { parseImageRequest } from "./image-request";

// The storefront and its image route share one list of sizes (src/lib/image-sizes.ts): whatever a
// page asks for, the route makes as asked, and it makes nothing else.

const policy = {
  apiUrl: "http://127.0.0.1:3001",
  mediaPrefix: "/api/media/",
  allowedOrigins: new Set<string>(),
  maxDimension: 4000,
};

describe("the image sizes of the storefront and of its route", () => {
  it("are the boxes of the shop's pages at 1x and 2x, and the placeholder", () => {
    expect(IMAGE_SIZES).toEqual([10, 72, 96, 144, 192, 240, 320, 480, 600, 640, 1200]);
    expect(IMAGE_ASKED).toEqual({
      densities: IMAGE_DEFAULTS.densities,
      quality: IMAGE_DEFAULTS.quality,
      placeholderSize: IMAGE_DEFAULTS.placeholderSize,
      placeholderBlur: IMAGE_DEFAULTS.placeholderBlur,
    });
  });

  it.each(Object.entries(IMAGE_BOXES))(
    "ui's <Image> in the %s box asks only for what the route makes as asked",
    (_, box) => {
      const asked: ImageUrlOptions[] = [];
      renderToString(
        createElement(Image, {
          src: "/api/media/products/100001-1.webp",
          alt: "",
          ...box,
          buildUrl: (src, options) => {
            asked.push(options);
            return buildImageUrl(src, options);
          },
        }),
      );
      const distinct = [...new Set(asked.map((options) => JSON.stringify(options)))].map(
        (json) => JSON.parse(json) as ImageUrlOptions,
      );
      // 1x, 2x and the placeholder.
      expect(distinct).toHaveLength(3);
      for (const options of distinct) {
        const url = new URL(buildImageUrl("/api/media/products/100001-1.webp", options), "http://shop.test");
        const request = parseImageRequest(url.searchParams, policy);
        if ("status" in request) throw new Error(`${url}: ${request.detail}`);
        expect([request.width, request.height, request.quality, request.blur], url.search).toEqual([
          options.width,
          options.height,
          options.quality,
          options.blur,
        ]);
      }
    },
  );

  it("every <Image> of the storefront takes its box from IMAGE_BOXES", () => {
    const root = join(import.meta.dirname, "../../src");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (path) => path.endsWith(".tsx") && !path.includes(".test."),
    );
    const images = sources.flatMap((path) =>
      [...readFileSync(join(root, path), "utf8").matchAll(/<Image\b[^>]*?\/>/gs)].map(([element]) => ({
        path: relative(root, join(root, path)),
        element,
      })),
    );
    expect(images.length).toBeGreaterThanOrEqual(5);
    for (const { path, element } of images) {
      expect(element, path).toMatch(/\{\.\.\.IMAGE_BOXES\.\w+\}/);
      expect(element, path).not.toMatch(/\b(?:width|height)=/);
    }
  });
});
