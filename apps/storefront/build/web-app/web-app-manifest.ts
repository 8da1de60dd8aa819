import { BRAND_GREEN, CANVAS_LIGHT, THEME_COLORS, WEB_APP_FILES } from "../../src/app/web-app";

/**
 * The shop's web app manifest (served as `application/manifest+json`): what a browser installs —
 * the Russian name, the start page and scope, a window of its own, the icons made from the mark
 * (192 and 512 for launchers, a maskable 512 that a launcher may crop to its own shape).
 */
export const webAppManifest = {
  id: "/",
  name: "Чайная лавка",
  short_name: "Чайная лавка",
  lang: "ru",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLORS.light,
  background_color: CANVAS_LIGHT,
  icons: [
    { src: WEB_APP_FILES.icon192, sizes: "192x192", type: "image/png", purpose: "any" },
    { src: WEB_APP_FILES.icon512, sizes: "512x512", type: "image/png", purpose: "any" },
    { src: WEB_APP_FILES.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} as const;

/** Each icon file of the build and how it is drawn (build/web-app/brand-mark.ts). */
export const WEB_APP_ICONS = [
  { path: WEB_APP_FILES.icon192, size: 192, markShare: 0.7, rounded: true },
  { path: WEB_APP_FILES.icon512, size: 512, markShare: 0.7, rounded: true },
  // The safe zone of a maskable icon is the middle circle of 80% of its side.
  { path: WEB_APP_FILES.maskable512, size: 512, markShare: 0.5, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { path: WEB_APP_FILES.appleTouchIcon, size: 180, markShare: 0.62, rounded: false },
].map((icon) => ({ ...icon, ground: BRAND_GREEN, ink: "#ffffff" }));
