import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: { name: "@storybook/react-vite", options: {} },
  stories: ["../src/**/*.stories.tsx"],
  // A sample sprite in the API's icon format, for the RemoteIcon stories (Storybook runs no API).
  staticDirs: ["./public"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // react-docgen parses with Babel: no TypeScript program per build, so the build stays fast.
    reactDocgen: "react-docgen",
  },
  async viteFinal(viteConfig) {
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
    return viteConfig;
  },
};

export default config;
