import { LOCALE_COOKIE_NAME } from "@shop/i18n";
import { afterEach, beforeAll } from "vitest";

// The files of a worker share their modules and the DOM (`isolate: false` in vitest.config.ts), so
// each file that renders starts as a fresh tab does: a visitor who has not chosen a language, with
// the shop in Russian, and nothing rendered left behind by the file before.
if (typeof document !== "undefined") {
  beforeAll(async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
    document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0; path=/`;
    const { activatePageLocale } = await import("./src/lib/i18n");
    await activatePageLocale("ru");
  });
  afterEach(async () => {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  });
}
