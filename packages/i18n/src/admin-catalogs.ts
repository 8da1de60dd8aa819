import type { I18n, Messages } from "@lingui/core";
import { FALLBACK_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * Adds the messages of the storefront's staff area (`admin.*`, compiled from
 * `locales/{locale}/admin.po`) to an i18n instance. They are a chunk of their own, fetched on the
 * first call: shoppers, who never open that area, never download them. Components re-render when
 * they arrive (Lingui's `change` event).
 * @example
 *   beforeLoad: () => loadAdminCatalogs(i18n), // the admin layout route
 */
export function loadAdminCatalogs(i18n: I18n): Promise<void> {
  let loading = loaded.get(i18n);
  if (!loading) {
    loading = load(i18n);
    loaded.set(i18n, loading);
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be tried again.
    loading.catch(() => loaded.delete(i18n));
  }
  return loading;
}

// Once per instance: loading again would only re-render everything for the same messages.
const loaded = new WeakMap<I18n, Promise<void>>();

async function load(i18n: I18n): Promise<void> {
  const [{ messages: ru }, { messages: enUS }] = await Promise.all([
    import("./catalogs/admin/ru.gen"),
    import("./catalogs/admin/en-US.gen"),
  ]);
  const catalogs: Record<Locale, Messages> = { ru, "en-US": enUS };
  const fallback = catalogs[FALLBACK_LOCALE];
  const messages: Record<string, Messages> = {};
  for (const locale of Object.keys(LOCALES) as Locale[]) {
    messages[locale] = { ...fallback, ...catalogs[locale] };
  }
  i18n.load(messages);
}
