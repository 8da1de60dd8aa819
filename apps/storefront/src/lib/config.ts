/**
 * Build-time configuration of the storefront, read from `VITE_*` variables (see the README).
 * Everything has a working default, so a plain `./shop start` needs none of them.
 */
export interface AnalyticsConfig {
  /** Counter id, e.g. a Yandex Metrika counter number. */
  id: string;
  /** Milliseconds after the first page is shown before the counter script loads. */
  delayMs: number;
  /** Where the counter script comes from (a CDN or a self-hosted copy). */
  scriptSrc: string;
}

export interface AppConfig {
  /** Brand in page titles; the translated `brand.name` when unset. */
  brandName: string | undefined;
  /** The company behind the shop, as a marketplace feed names it; the brand when unset. */
  companyName: string | undefined;
  /** Off when no counter id is configured. */
  analytics: AnalyticsConfig | undefined;
  /** Pages an anonymous visitor may open (besides the auth pages); everything else needs login. */
  anonymousPages: RegExp[];
}

/**
 * Anonymous by default: browsing, searching, the cart and the info pages — a shop that asks for a
 * login before showing its goods loses its visitors. The account and checkout need a customer.
 */
export const DEFAULT_ANONYMOUS_PAGES = [
  "^/$",
  "^/catalog(/|$)",
  "^/product(/|$)",
  "^/search$",
  "^/cart$",
  "^/about(/|$)",
  "^/legal(/|$)",
  "^/uikit$",
  "^/logout$",
];

const DEFAULT_ANALYTICS_SCRIPT = "https://mc.yandex.ru/metrika/tag.js";

type Env = Record<string, string | boolean | undefined>;

/**
 * Reads the configuration from an environment record (import.meta.env in the app).
 * @example
 *   readConfig({ VITE_ANALYTICS_ID: "123", VITE_ANALYTICS_DELAY_MS: "2000" }).analytics?.delayMs; // 2000
 */
export function readConfig(env: Env): AppConfig {
  const text = (name: string) => {
    const value = env[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const analyticsId = text("VITE_ANALYTICS_ID");
  const patterns =
    text("VITE_ANONYMOUS_PAGES")
      ?.split(",")
      .map((pattern) => pattern.trim()) ?? DEFAULT_ANONYMOUS_PAGES;
  return {
    brandName: text("VITE_BRAND_NAME"),
    companyName: text("VITE_COMPANY_NAME"),
    analytics: analyticsId
      ? {
          id: analyticsId,
          delayMs: Number(text("VITE_ANALYTICS_DELAY_MS") ?? 0) || 0,
          scriptSrc: text("VITE_ANALYTICS_SCRIPT_SRC") ?? DEFAULT_ANALYTICS_SCRIPT,
        }
      : undefined,
    anonymousPages: patterns.filter(Boolean).map((pattern) => new RegExp(pattern)),
  };
}

export const config: AppConfig = readConfig(import.meta.env);
