import type { StorybookConfig } from "@storybook/react-vite";

const KB = 1000;
const CHUNK_BUDGET = 500 * KB;

/**
 * Two third-party modules are bigger than Vite's 500 kB chunk warning on their own, and a module
 * cannot be split: Storybook's preview runtime (one prebundled file, 810 kB minified) and axe-core
 * (the a11y panel's checks, 660 kB, loaded when they run). Each gets a chunk to itself.
 */
const INDIVISIBLE = [/[\\/]storybook[\\/]dist[\\/]preview[\\/]runtime\.js$/, /[\\/]axe-core[\\/]axe\.js$/];

/**
 * The static Storybook's chunks. Without groups the preview's entry was one 1.2 MB chunk (React,
 * Ark UI and Zag, Lingui with the catalogs, Storybook's runtime) and the docs renderer 750 kB.
 * Split by library, so a story fetches what it renders and the browser caches each library on its
 * own; `entriesAware` keeps what only a lazy chunk (the docs renderer, a stories file) needs out of
 * the entry's chunks.
 */
const CHUNK_GROUPS = [
  { name: "storybook-runtime", test: (id: string) => INDIVISIBLE[0]?.test(id) ?? false, priority: 50 },
  { name: "axe", test: (id: string) => INDIVISIBLE[1]?.test(id) ?? false, priority: 50 },
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: "ark-ui",
    test: /node_modules[\\/](@ark-ui|@zag-js|@internationalized|@floating-ui)[\\/]/,
    priority: 30,
    maxSize: 400 * KB,
  },
  { name: "lingui", test: /node_modules[\\/]@lingui[\\/]|[\\/]packages[\\/]i18n[\\/]/, priority: 30 },
  { name: "vendor", test: /node_modules[\\/]/, priority: 10, maxSize: 400 * KB, entriesAware: true },
];

/**
 * Vite's own check would print its warning for the two indivisible modules on every build, so its
 * limit is raised past them and this one takes its place: any other chunk over 500 kB fails the
 * build, naming its modules.
 */
const chunkBudget = {
  name: "shop:chunk-budget",
  generateBundle(
    this: { error(message: string): never },
    _options: unknown,
    bundle: Record<string, { type: string; code?: string; moduleIds?: readonly string[] }>,
  ) {
    for (const [fileName, chunk] of Object.entries(bundle)) {
      if (chunk.type !== "chunk" || chunk.code === undefined) continue;
      const size = Buffer.byteLength(chunk.code);
      const modules = chunk.moduleIds ?? [];
      const alone = modules.length === 1 && INDIVISIBLE.some((pattern) => pattern.test(modules[0] ?? ""));
      if (size > CHUNK_BUDGET && !alone) {
        this.error(
          `${fileName} is ${Math.round(size / KB)} kB, over the ${CHUNK_BUDGET / KB} kB budget: add a group in .storybook/main.ts (modules: ${modules.slice(0, 5).join(", ")}…)`,
        );
      }
    }
  },
};

/**
 * Ark UI, Zag and Lingui mark their modules "use client" for React Server Components. The directive
 * means nothing in Storybook's browser-only bundle, where Rolldown drops it and says so once per
 * module (136 times). Only that notice is silenced; every other warning is printed.
 */
function isUseClientDirective(warning: { code?: string; message: string }) {
  return warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"');
}

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.stories.tsx"],
  // A sample sprite in the API's icon format, for the RemoteIcon stories (Storybook runs no API).
  staticDirs: ["./public"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // react-docgen parses with Babel: no TypeScript program per build, so the build stays fast.
    reactDocgen: "react-docgen",
  },
  async viteFinal(viteConfig, { configType }) {
    // The stories import ui from source like the storefront does.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ["@shop/source", "module", "browser", "import", "default"],
    };
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload with a second copy
    // of React, which fails the story tests of whichever file hit it.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        "react",
        "react/jsx-runtime",
        "react/jsx-dev-runtime",
        "react-dom",
        "react-dom/client",
        "@lingui/core",
        "@lingui/react",
        "@ark-ui/react/checkbox",
        "@ark-ui/react/combobox",
        "@ark-ui/react/dialog",
        "@ark-ui/react/factory",
        "@ark-ui/react/field",
        "@ark-ui/react/locale",
        "@ark-ui/react/number-input",
        "@ark-ui/react/password-input",
        "@ark-ui/react/portal",
        "@ark-ui/react/select",
        "@ark-ui/react/tabs",
      ],
    };
    if (configType === "PRODUCTION") {
      viteConfig.build ??= {};
      const build = viteConfig.build;
      build.rolldownOptions ??= {};
      const rolldownOptions = build.rolldownOptions;
      const output = Array.isArray(rolldownOptions.output) ? {} : (rolldownOptions.output ?? {});
      rolldownOptions.output = { ...output, codeSplitting: { groups: CHUNK_GROUPS } };
      build.chunkSizeWarningLimit = 1000;
      viteConfig.plugins = [...(viteConfig.plugins ?? []), chunkBudget];
      // Rolldown's note on slow plugins names Panda's CSS pass and docgen, the known costs of a
      // 15-second build; it is advice for a profile, not a problem of the output.
      rolldownOptions.checks = { ...rolldownOptions.checks, bundlerTimings: false };
      const onwarn = rolldownOptions.onwarn;
      rolldownOptions.onwarn = (warning, warn) => {
        if (isUseClientDirective(warning)) return;
        if (onwarn) onwarn(warning, warn);
        else warn(warning);
      };
    }
    return viteConfig;
  },
};

export default config;
