import { I18nProvider } from "@lingui/react";
import { createShopI18n, type Locale } from "@shop/i18n";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, useMemo } from "react";
import { configure } from "storybook/test";
import { applyColorMode, type ColorMode } from "../src/theme/color-mode";
import { uiMessages } from "../src/ui-messages";
import { ShopDocsPage } from "./docs-page";
import "./panda.css";

// The kit's own catalog (`uiMessages`): designers switch to Russian (the interface language) in the toolbar;
// the story tests run in en-US, the source text their assertions name.
// Play functions' findBy*/waitFor: 1 s (the default) is a frame or two on a loaded CI machine; a
// missing element still fails, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

const withProviders: Decorator = (Story, context) => {
  const mode = (context.globals.colorMode ?? "light") as ColorMode;
  const locale = (context.globals.locale ?? "en-US") as Locale;
  const i18n = useMemo(() => createShopI18n({ locale, catalogs: uiMessages }), [locale]);
  // Applied during render as well as in the effect, so the first paint and a11y checks see it.
  applyColorMode(mode);
  useEffect(() => {
    applyColorMode(mode);
  }, [mode]);
  return (
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "ru", title: "Русский" },
          { value: "en-US", title: "English (source)" },
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: "Colour mode",
      toolbar: {
        title: "Colour mode",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: "light", locale: "en-US" },
  parameters: {
    layout: "padded",
    backgrounds: { disable: true },
    // Accessibility violations fail the story tests, not just show in the panel.
    a11y: { test: "error" },
    // One docs page per component (the autodocs tag below): usage notes in Russian and English,
    // props tables, every story.
    docs: { page: ShopDocsPage },
  },
  tags: ["autodocs"],
};

export default preview;
