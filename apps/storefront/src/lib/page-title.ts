import { msg } from "@lingui/core/macro";
import { config } from "./config";
import { i18n } from "./i18n";

/** The brand in titles: configured, else the translated shop name. */
export const brandName = () => config.brandName ?? i18n._(msg({ id: "brand.name", message: "Tea Shop" }));

/**
 * A page title: "<page title> — <brand>", or the brand alone (SPEC.md section 1).
 * @example
 *   pageTitle("Корзина"); // "Корзина — Чайная лавка"
 */
export function pageTitle(title?: string): string {
  return title ? `${title} — ${brandName()}` : brandName();
}
