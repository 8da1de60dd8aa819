import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect } from "react";
import { applyColorMode, type ColorMode } from "../src/theme/color-mode";
import "./panda.css";

// Stories show the English source messages; the Russian catalog lives in @shop/i18n.
const i18n = setupI18n({ locale: "en", messages: { en: {} } });

const withProviders: Decorator = (Story, context) => {
  const mode = (context.globals.colorMode ?? "light") as ColorMode;
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
  initialGlobals: { colorMode: "light" },
  parameters: {
    layout: "padded",
    backgrounds: { disable: true },
    // Accessibility violations fail the story tests, not just show in the panel.
    a11y: { test: "error" },
  },
  tags: ["autodocs"],
};

export default preview;
