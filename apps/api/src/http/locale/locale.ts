import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { BASE_LOCALE, SUPPORTED_LOCALES } from "../../domain/locales";
import type { AppEnv } from "../env";
import { setResponseHeader } from "../response-headers/response-headers";

// The locales are the domain's (catalog texts are stored per locale); the HTTP layer negotiates them.
export { BASE_LOCALE, type Locale, SUPPORTED_LOCALES, TRANSLATED_LOCALES } from "../../domain/locales";

/**
 * The best supported locale for an `Accept-Language` header: exact tags first, then the primary
 * language (`ru-RU` → `ru`, `en` → `en-US`), by q-value; the default when nothing matches.
 * @example
 *   negotiateLocale("en-GB,en;q=0.8,ru;q=0.5"); // "en-US"
 */
export function negotiateLocale(
  header: string | undefined,
  supported: readonly string[] = SUPPORTED_LOCALES,
): string {
  const fallback = supported[0] ?? "ru";
  if (!header) return fallback;
  const wanted = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of wanted) {
    if (tag === "*") return fallback;
    const exact = supported.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split("-")[0];
    const sameLanguage = supported.find((locale) => locale.toLowerCase().split("-")[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return fallback;
}

const requestLocale = new AsyncLocalStorage<string>();

/** The locale of the request being handled (see `locale()`); the base locale outside of one. */
export const currentLocale = (): string => requestLocale.getStore() ?? BASE_LOCALE;

/**
 * Sets `c.get("locale")` (and `currentLocale()`) from `Accept-Language` (Russian by default) and answers with
 * `Content-Language` and `Vary: Accept-Language`, so caches keep the languages apart.
 * @example
 *   app.use(locale());
 */
export function locale(supported: readonly string[] = SUPPORTED_LOCALES): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const chosen = negotiateLocale(c.req.header("Accept-Language"), supported);
    c.set("locale", chosen);
    // The rest of the request runs with its locale, so that code without the request's context
    // (Zod's messages, `messageResponse`) answers in it; concurrent requests each keep their own.
    await requestLocale.run(chosen, next);
    setResponseHeader(c, "Content-Language", chosen);
    // The catalog cache already names Accept-Language among the headers its answers vary by.
    if (!/\baccept-language\b/i.test(c.res.headers.get("Vary") ?? "")) {
      setResponseHeader(c, "Vary", "Accept-Language", { append: true });
    }
  };
}
