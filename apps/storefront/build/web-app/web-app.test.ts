import { shopPreset } from "@shop/panda-preset";
import { TEACUP_PATHS, TEACUP_STROKE_WIDTH } from "@shop/ui/brand-mark";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BRAND_GREEN, CANVAS_LIGHT, THEME_COLORS, WEB_APP_FILES } from "../../src/app/web-app";
import { markIconSvg } from "./brand-mark";
import { WEB_APP_ICONS, webAppManifest } from "./web-app-manifest";

describe("the web app's icons and manifest", () => {
  it("draw the shop's mark: @shop/ui's teacup, stroke for stroke", () => {
    const svg = markIconSvg({ size: 512, markShare: 0.6, rounded: false, ground: "#000000", ink: "#ffffff" });
    const paths = [...svg.matchAll(/<path d="([^"]+)"\/>/g)].map((match) => match[1]);
    expect(paths).toEqual([...TEACUP_PATHS]);
    expect(svg).toContain(`stroke-width="${TEACUP_STROKE_WIDTH}"`);
  });

  it("take their colours from the design tokens", () => {
    const colors = shopPreset.theme.extend.tokens.colors;
    expect(THEME_COLORS).toEqual({ light: colors.white?.value, dark: colors.gray["900"]?.value });
    expect(BRAND_GREEN).toBe(colors.green["700"]?.value);
    expect(CANVAS_LIGHT).toBe(colors.gray["50"]?.value);
  });

  it("rasterise to PNGs of the sizes browsers ask for, opaque for maskable and Apple icons", async () => {
    for (const { path, ...icon } of WEB_APP_ICONS) {
      const image = sharp(Buffer.from(markIconSvg(icon)));
      const { width, height, format } = await image.metadata();
      expect({ path, width, height, format }).toEqual({
        path,
        width: icon.size,
        height: icon.size,
        format: "svg",
      });
      const { data, info } = await image.png().raw().toBuffer({ resolveWithObject: true });
      // The top-left pixel: the green ground where the icon is full-bleed, transparent where rounded.
      const alpha = data[info.channels - 1];
      expect(alpha, path).toBe(icon.rounded ? 0 : 255);
      // The mark is drawn: white pixels across the cup's walls (y = 12 on its 24-pixel grid).
      const scale = (icon.size * icon.markShare) / 24;
      const row = info.width * info.channels * Math.round((icon.size - 24 * scale) / 2 + 12 * scale);
      const whites = Array.from({ length: info.width }, (_, x) =>
        data.subarray(row + x * 4, row + x * 4 + 3),
      ).filter((pixel) => pixel.every((channel) => channel > 200));
      expect(whites.length, path).toBeGreaterThan(0);
    }
  });

  it("name what Lighthouse's installability checks require", () => {
    expect(webAppManifest).toMatchObject({
      id: "/",
      name: "Чайная лавка",
      lang: "ru",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(webAppManifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = webAppManifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of webAppManifest.icons)
      expect(WEB_APP_ICONS.map((file) => file.path)).toContain(icon.src);
    expect(WEB_APP_ICONS.map((file) => file.path)).toContain(WEB_APP_FILES.appleTouchIcon);
  });
});
