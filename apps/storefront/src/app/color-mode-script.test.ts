import { readFileSync } from "node:fs";
import { colorModeScript } from "@shop/ui/theme-script";
import { describe, expect, it } from "vitest";

// index.html carries the script inline (no request, runs before the first paint); a copy there
// must not drift from the one @shop/ui's runtime and ThemeSwitcher agree with.
describe("index.html", () => {
  const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

  it("inlines @shop/ui's colour-mode script before any stylesheet or module", () => {
    const inline = `<script>${colorModeScript}</script>`;
    expect(html).toContain(inline);
    expect(html.indexOf(inline)).toBeLessThan(html.indexOf('<script type="module"'));
  });
});
