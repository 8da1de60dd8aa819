// The installable shop (docs/storefront/offline.md): the facts the web app manifest
// (build/web-app/web-app-plugin.ts) and the document's head (app/shell/html-document.tsx) share.

/** Where the build writes the manifest and the icons, served by the production server. */
export const WEB_APP_FILES = {
  manifest: "/manifest.webmanifest",
  appleTouchIcon: "/apple-touch-icon.png",
  icon192: "/icons/icon-192.png",
  icon512: "/icons/icon-512.png",
  maskable512: "/icons/icon-maskable-512.png",
} as const;

/**
 * The browser's bar over the shop in each colour mode: the header's background (the preset's
 * `bg.surface`: white and gray.900), so the bar and the page's top read as one.
 */
export const THEME_COLORS = { light: "#ffffff", dark: "#111827" } as const;

/** The shop's own green (the preset's `primary.solid` in light mode, green.700): the icons' ground. */
export const BRAND_GREEN = "#15803d";
/** The page's background before the shop paints (`bg.canvas`, gray.50): the splash screen's. */
export const CANVAS_LIGHT = "#f9fafb";
