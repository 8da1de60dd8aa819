import sharp from "sharp";
import type { Plugin } from "vite";
import { markIconSvg } from "./brand-mark";
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
