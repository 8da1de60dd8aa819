import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of each inline script and skips external and empty ones", () => {
    const html = `<head><script>a()</script><script type="module" src="/assets/main.js"></script>
      <script type="module" crossorigin src="/x.js"></script><script></script><SCRIPT data-x>
b()
</SCRIPT ></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("\nb()\n")]);
  });

  it("finds the one inline script of the app's index.html, the colour-mode script", () => {
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toContain("data-color-mode");
    expect(hashes[0]).toBe(sha256(script));
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1)]),
    );

  it("runs only the shop's scripts and the hashed inline one, with no framing and no plugins", () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] }));
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("lets a configured analytics counter load, send hits and show its pixel", () => {
    const policy = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        analyticsSources: ["https://mc.yandex.ru", "https://yastatic.net"],
      }),
    );
    expect(policy["script-src"]).toEqual(["'self'", "https://mc.yandex.ru", "https://yastatic.net"]);
    expect(policy["connect-src"]).toContain("https://mc.yandex.ru");
    expect(policy["img-src"]).toContain("https://mc.yandex.ru");
  });
});
