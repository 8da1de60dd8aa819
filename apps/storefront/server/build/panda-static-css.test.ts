import { describe, expect, it } from "vitest";
import { css } from "../../../../packages/ui/styled-system/css/index.js";
import { inlineStaticCss } from "./panda-static-css";

const header = 'import { css, cx } from "../../styled-system/css";\n';

describe("inlineStaticCss", () => {
  it("replaces css() calls with literal styles by the class names Panda's css() gives them", () => {
    const styles: Parameters<typeof css>[0] = {
      display: "flex",
      gap: { base: "3", md: "6" },
      _hover: { _enabled: { bg: "colorPalette.subtle" } },
      "&[aria-busy=true]": { cursor: "progress" },
      opacity: 0.5,
      mx: -1,
    };
    const source = `${header}export const bar = css(${JSON.stringify(styles)}, { p: \`4\` });\n`;

    const result = inlineStaticCss(source, "/app/src/header.tsx", css);

    expect(result?.code).toBe(`${header}export const bar = ${JSON.stringify(css(styles, { p: "4" }))};\n`);
    expect(result?.map.mappings).not.toBe("");
  });

  it("leaves calls with run-time values, other functions and other modules alone", () => {
    const source = [
      header,
      "const color = pick();",
      'export const a = css({ color: error ? "danger.text" : "fg.muted" });',
      "export const b = css({ color });",
      "export const c = css({ ...base, p: '4' });",
      'export const d = cx("x", "y");',
      "export const e = other({ p: '4' });",
    ].join("\n");
    expect(inlineStaticCss(source, "/app/src/a.ts", css)).toBeUndefined();
    expect(
      inlineStaticCss("export const css = (x: string) => x;\ncss('a');", "/app/src/b.ts", css),
    ).toBeUndefined();
  });

  it("follows a renamed import and reads TypeScript, JSX and route-split module ids", () => {
    const source = [
      'import { css as style } from "../../../styled-system/css/index.js";',
      "type Props = { tone: string };",
      'export const Row = (props: Props) => <div className={style({ display: "grid" })} data-tone={props.tone} />;',
    ].join("\n");
    const result = inlineStaticCss(source, "/app/src/routes/index.tsx?tsr-split=component", css);
    expect(result?.code).toContain('className={"d_grid"}');
  });
});
