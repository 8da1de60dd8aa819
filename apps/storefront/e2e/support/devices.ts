import { devices } from "@playwright/test";

// The screens the specs run a person's path on: Playwright's phone and desktop, as viewport, touch
// and user agent (the browser stays Debian's Chromium of the config).

const { defaultBrowserType: _phoneBrowser, ...phone } = devices["Pixel 7"];
const { defaultBrowserType: _desktopBrowser, ...desktop } = devices["Desktop Chrome"];

/** A Pixel 7: 412 × 915, touch, a phone's user agent. */
export const PHONE = phone;
/** A desktop Chrome window: 1280 × 720. */
export const DESKTOP = desktop;

/** Both, named, for specs that run once on each. */
export const SCREENS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** Eight Latin letters: a word a search or a list's filter reads as one word, unique to a test. */
export const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
