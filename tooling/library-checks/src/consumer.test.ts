// Another team's first app, built from the ui README alone: outside the workspace, the packed
// tarballs of @shop/ui and @shop/i18n plus what the README's install line names from the registry,
// the README's files (panda.config.ts with the static preset import, the CSS layers, the app with
// its providers), Panda's CSS generated from the published build info, TypeScript over all of it,
// and the app rendered on the server: a Button and a Toaster, in Russian, every class styled.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { run } from "./pack";
import { readBlocks } from "./readme-blocks";

const README = "packages/ui/README.md";
const app = mkdtempSync(join(tmpdir(), "shop-ui-consumer-"));
const blocks = readBlocks(README);
const bin = (name: string) => join(app, "node_modules", ".bin", name);
let html = "";
let css = "";

/** `pnpm add a b@range` lines of the README's first shell block: package → range ("" = latest). */
function installLine() {
  const first = blocks[0];
  if (first?.lang !== "sh") throw new Error(`${README} must begin with the install line (a sh block)`);
  const dependencies: Record<string, string> = {};
  const devDependencies: Record<string, string> = {};
  for (const line of first.code.split("\n")) {
    const words = line.replace(/#.*/, "").trim().split(/\s+/);
    if (words[0] !== "pnpm" || words[1] !== "add") continue;
    const dev = words.includes("-D");
    for (const word of words.slice(2).filter((word) => !word.startsWith("-"))) {
      const at = word.lastIndexOf("@");
      const [name, range] = at > 0 ? [word.slice(0, at), word.slice(at + 1)] : [word, ""];
      (dev ? devDependencies : dependencies)[name] = range;
    }
  }
  return { dependencies, devDependencies };
}

beforeAll(async () => {
  const tarballs = inject("tarballs");
  const { dependencies, devDependencies } = installLine();
  const resolved = (entries: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(entries).map(([name, range]) => {
        const library = /^@shop\/(.+)$/.exec(name)?.[1];
        return [name, library ? `file:${tarballs[library]}` : range || "latest"];
      }),
    );
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify({
      name: "another-teams-shop",
      private: true,
      type: "module",
      dependencies: resolved(dependencies),
      devDependencies: {
        ...resolved(devDependencies),
        // What any React + TypeScript app has; the test compiles with it.
        typescript: "~6.0.3",
        "@types/react": "^19.0.0",
        "@types/react-dom": "^19.0.0",
      },
    }),
  );
  // pnpm 12 runs no dependency's install script unless allowed; esbuild (Panda's) checks its binary.
  writeFileSync(join(app, "pnpm-workspace.yaml"), "allowBuilds:\n  esbuild: true\n");
  await run("pnpm", ["install", "--no-frozen-lockfile", "--prefer-offline", "--reporter=silent"], {
    cwd: app,
    env: { ...process.env, CI: "true" },
  });

  // The README's files of the app, as they are.
  for (const block of blocks.filter((candidate) => candidate.file)) {
    const file = join(app, block.file ?? "");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, block.code);
  }
  // What a Vite app declares for `import "./index.css"`, and the test's own server entry.
  writeFileSync(join(app, "src", "env.d.ts"), 'declare module "*.css";\n');
  writeFileSync(
    join(app, "render.tsx"),
    [
      'import { renderToString } from "react-dom/server";',
      'import { App, toaster } from "./src/App.js";',
      'toaster.create({ title: "Чай в корзине", description: "Сенча, 100 г" });',
      "console.log(renderToString(<App />));",
      "",
    ].join("\n"),
  );
  const compilerOptions = {
    target: "ES2023",
    lib: ["ES2023", "DOM", "DOM.Iterable"],
    jsx: "react-jsx",
    strict: true,
    skipLibCheck: true,
    verbatimModuleSyntax: true,
    types: [],
  };
  writeFileSync(
    join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, module: "ESNext", moduleResolution: "Bundler", noEmit: true },
      include: ["src", "panda.config.ts", "render.tsx"],
    }),
  );
  writeFileSync(
    join(app, "tsconfig.server.json"),
    JSON.stringify({
      compilerOptions: {
        ...compilerOptions,
        module: "NodeNext",
        moduleResolution: "NodeNext",
        outDir: "server",
      },
      files: ["render.tsx", "src/env.d.ts"],
    }),
  );

  await run(bin("panda"), ["codegen", "--silent"], { cwd: app });
  await run(bin("panda"), ["cssgen", "--silent", "--outfile", "styles.css"], { cwd: app });
  css = readFileSync(join(app, "styles.css"), "utf8");
  await run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: app });
  await run(bin("tsc"), ["-p", "tsconfig.server.json"], { cwd: app });
  html = await run(process.execPath, [join(app, "server", "render.js")], { cwd: app });
}, 300_000);
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe("an app of another team, from the ui README and the packed tarballs", () => {
  it("installs every peer the README's install line names", () => {
    const ui = JSON.parse(readFileSync(join(app, "node_modules/@shop/ui/package.json"), "utf8")) as {
      peerDependencies: Record<string, string>;
    };
    const { dependencies, devDependencies } = installLine();
    const named = { ...dependencies, ...devDependencies };
    expect(Object.keys(named)).toContain("@shop/ui");
    for (const peer of Object.keys(ui.peerDependencies)) expect(named, peer).toHaveProperty([peer]);
  });

  it("has the README's app files: Panda config, CSS layers, the app and its entry", () => {
    expect(blocks.flatMap((block) => (block.file ? [block.file] : []))).toEqual(
      expect.arrayContaining([
        "panda.config.ts",
        "postcss.config.cjs",
        "src/index.css",
        "src/App.tsx",
        "src/main.tsx",
      ]),
    );
    expect(readFileSync(join(app, "panda.config.ts"), "utf8")).toMatch(
      /^import \{ shopPreset \} from "@shop\/ui\/preset";$/m,
    );
    expect(readFileSync(join(app, "src/index.css"), "utf8")).toContain(
      "@layer reset, base, tokens, recipes, utilities;",
    );
  });

  it("renders a Button and a Toaster with a toast, in Russian from @shop/i18n's catalog", () => {
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>В корзину<\/button>/);
    expect(html).toContain('aria-label="Уведомления"');
    expect(html).toContain("Чай в корзине");
    expect(html).toContain('aria-label="Закрыть уведомление"');
  });

  it("gets CSS from Panda for every class the Button and the Toaster render", () => {
    expect(css).toMatch(/^@layer reset, base, tokens, recipes, utilities;/);
    const selectors = css.replaceAll("\\", "");
    const decodeEntities = (text: string) =>
      text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
        name === "amp" ? "&" : name === "quot" ? '"' : name === "lt" ? "<" : name === "gt" ? ">" : "'",
      );
    const classes = new Set(
      [...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => decodeEntities(match[1] ?? "").split(/\s+/)),
    );
    expect(classes.size).toBeGreaterThan(5);
    const missing = [...classes].filter((name) => name && !selectors.includes(`.${name}`));
    expect(missing).toEqual([]);
  });
});
