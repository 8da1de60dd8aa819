import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
// The runtime the pages would run, imported as the app's sources import it.
import { css } from "../styled-system/css";
import { precomputeCss } from "./panda-static-css";

/** The `css(` calls in code, its comments left out. */
const callsIn = (code: string) =>
  (code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "").match(/\bcss\(/g) ?? []).length;

const IMPORT = 'import { css, cx } from "../../styled-system/css";\n';

describe("precomputeCss", () => {
  it("writes the runtime's class list in place of a call of literals, after text in any script", () => {
    const source = `${IMPORT}// Чайная лавка: «вкладки»\nconst label = "Описание";\nexport const a = css({ display: "flex", gap: "3", _hover: { color: "fg.default" }, md: { p: "-4" } }, { mt: -2 });\nexport const b = cx(a, css({ "&[data-state=open]": { bg: \`bg.surface\` } }));\n`;
    const result = precomputeCss(source, "a.tsx", css);
    const expected = [
      css({ display: "flex", gap: "3", _hover: { color: "fg.default" }, md: { p: "-4" } }, { mt: -2 }),
      css({ "&[data-state=open]": { bg: "bg.surface" } }),
    ];
    expect(result?.code).toBe(
      `${IMPORT}// Чайная лавка: «вкладки»\nconst label = "Описание";\nexport const a = ${JSON.stringify(expected[0])};\nexport const b = cx(a, ${JSON.stringify(expected[1])});\n`,
    );
    expect(expected[0]).toContain("d_flex");
    expect(result?.map.mappings).not.toBe("");
  });

  it("reads a file's upper-case constants of a string or a number as literals", () => {
    const source = `${IMPORT}const TARGET = "2.75rem";\nconst GAP = 3;\nexport const a = css({ minH: TARGET, gap: GAP, md: { minW: TARGET } });\n`;
    expect(precomputeCss(source, "a.ts", css)?.code).toContain(
      `export const a = ${JSON.stringify(css({ minH: "2.75rem", gap: 3, md: { minW: "2.75rem" } }))};`,
    );
  });

  it("leaves a call with anything but literals to the runtime", () => {
    const source = `${IMPORT}const size = "4";\nexport const a = css({ p: size });\nexport const b = css({ ...{ p: "4" } });\nexport const c = css(open && { p: "4" });\n`;
    expect(precomputeCss(source, "a.ts", css)).toBeNull();
  });

  it("follows the imported name and touches no other function called css", () => {
    const renamed =
      'import { css as style } from "../styled-system/css/index.js";\nexport const a = style({ p: "4" });\n';
    expect(precomputeCss(renamed, "a.ts", css)?.code).toContain(
      `export const a = ${JSON.stringify(css({ p: "4" }))};`,
    );
    const other = 'import { css } from "./my-css";\nexport const a = css({ p: "4" });\n';
    expect(precomputeCss(other, "a.ts", css)).toBeNull();
    const shadowed = `${IMPORT}export function paint(css: (style: object) => string) { return css({ p: "4" }); }\n`;
    expect(precomputeCss(shadowed, "a.ts", css)).toBeNull();
    const arrow = `${IMPORT}export const paint = ({ css }: { css: (style: object) => string }) => css({ p: "4" });\n`;
    expect(precomputeCss(arrow, "a.ts", css)).toBeNull();
  });

  it("computes every call in the shop's and the UI kit's sources, which stay valid: no page ships Panda's runtime", () => {
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    const files = execFileSync("git", ["ls-files", "packages/ui/src", "apps/storefront/src"], { cwd: root })
      .toString()
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && !/\.(?:test|stories)\.tsx?$/.test(file));
    const left: string[] = [];
    let computed = 0;
    for (const file of files) {
      const source = readFileSync(`${root}${file}`, "utf8");
      if (!source.includes("styled-system/css")) continue;
      // A recipe (`cva`, `sva`) is a function of the runtime: write its parts as `css()` calls.
      if (/import \{[^}]*\b(?:cva|sva)\b[^}]*\} from "[./]*styled-system\/css"/.test(source))
        left.push(`${file}: a recipe`);
      const result = precomputeCss(source, file, css);
      const code = result?.code ?? source;
      expect(parseSync(file, code).errors, file).toEqual([]);
      const calls = callsIn(code);
      if (calls > 0) left.push(`${file}: ${calls} call(s) with more than literals`);
      computed += callsIn(source) - calls;
    }
    // A call the build cannot compute brings the runtime (about 5 kB gzip) back into the pages that
    // load it: write it with literals, or pick between calls of literals.
    expect(left).toEqual([]);
    expect(computed).toBeGreaterThan(400);
  });
});
