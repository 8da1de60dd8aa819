import sharp from "sharp";
import type { Plugin } from "vite";
import { WEB_APP_ICONS, webAppManifest } from "./web-app-manifest";

/**
 * Writes the web app manifest and its icons (PNGs rasterised by sharp from the shop's mark) into
 * the client build, beside the other public files, before the build is precompressed.
 * @example
 *   plugins: [tanstackStart(), webAppFiles(), precompressClientBuild()]
 */
export function webAppFiles(): Plugin {
  return {
    name: "shop:web-app-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      // Imported when the build runs, by its address, so that loading this config (the unit tests
      // load it) does not bundle it: the mark's paths come from @shop/ui's build (its `brand-mark`
      // entry), which a build has and the unit tests need not.
      const { markIconSvg }: typeof import("./brand-mark") = await import(
        new URL("./brand-mark.ts", import.meta.url).href
      );
      this.emitFile({
        type: "asset",
        fileName: "manifest.webmanifest",
        source: `${JSON.stringify(webAppManifest, null, 2)}\n`,
      });
      for (const { path, ...icon } of WEB_APP_ICONS) {
        const png = await sharp(Buffer.from(markIconSvg(icon)))
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: "asset", fileName: path.slice(1), source: png });
      }
    },
  };
}
