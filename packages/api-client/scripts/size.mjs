// Prints the size a bundler adds for this package: the entry minified and gzipped, without ofetch
// (its own dependency, shared with anything else using it). Exits non-zero above the 8 KB budget.
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET_BYTES = 8 * 1024;

const result = await build({
  entryPoints: [new URL("../src/index.ts", import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "neutral",
  target: "es2023",
  external: ["ofetch"],
  write: false,
});
const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

console.log(
  `@shop/api-client entry (ofetch external): min ${kb(code.length)}, min+gzip ${kb(gzipped)} (budget ${kb(BUDGET_BYTES)})`,
);
if (gzipped > BUDGET_BYTES) {
  console.error("Over budget.");
  process.exitCode = 1;
}
