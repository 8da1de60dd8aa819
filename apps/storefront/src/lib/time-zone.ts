import { atom, useAtomValue } from "jotai";
import { useSyncExternalStore } from "react";
import { rawCookie } from "./cookie-header";

// Times (an order placed at 14:05) are shown in the shopper's own time zone. The server cannot see
// it, so the browser keeps it in a cookie the server reads for the next page; a page rendered
// without one uses the shop's zone. The browser hydrates in the zone the server rendered in (it
// comes with the page), so the HTML matches, then moves to the device's zone, re-drawing only the
// times. Before this, a server in UTC and a shopper in Moscow disagreed on every time: React threw
// the server's HTML away and rendered the page again (a hydration mismatch on each order page).

/** The zone of a page rendered for a visitor whose zone is not known yet: the shop's. */
export const SHOP_TIME_ZONE = "Europe/Moscow";

/**
 * The cookie with the browser's zone (an IANA name), for the pages the server renders next (listed
 * on /legal/cookies).
 */
export const TIME_ZONE_COOKIE = "shop_time_zone";

/**
 * The zone's name as Intl knows it, or undefined for a name it does not (a cookie is input).
 * @example
 *   knownTimeZone("Asia/Vladivostok"); // "Asia/Vladivostok"
 *   knownTimeZone("Mars/Olympus"); // undefined
 */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name) return undefined;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The zone a page request's cookies name, else the shop's.
 * @example
 *   visitorTimeZone("shop_time_zone=Asia%2FVladivostok"); // "Asia/Vladivostok"
 */
export function visitorTimeZone(cookieHeader: string): string {
  const value = rawCookie(cookieHeader, TIME_ZONE_COOKIE);
  let name: string | undefined;
  try {
    name = value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    name = undefined;
  }
  return knownTimeZone(name) ?? SHOP_TIME_ZONE;
}

/** The zone the server rendered the page's times in: from its store, and in the browser from the page. */
export const timeZoneAtom = atom(SHOP_TIME_ZONE);

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || SHOP_TIME_ZONE;
const unchanging = () => () => {};

/**
 * The time zone for `formatDate`'s `timeZone`: the server's while a part of the page hydrates
 * (its HTML was drawn in it), the device's from then on. React draws each part in the server's
 * value first and in the browser's right after, the part's own hydration included, however late
 * it comes (a part that hydrates later than the page would see a value changed at the page's
 * hydration and no longer match its HTML).
 */
export function useTimeZone(): string {
  const pageZone = useAtomValue(timeZoneAtom);
  return useSyncExternalStore(unchanging, deviceTimeZone, () => pageZone);
}

/**
 * After the page has started: the cookie tells the server the device's zone for the next page (a
 * year, the whole site, as the locale's). Kept small: it is in every page's start.
 * @example
 *   useEffect(rememberDeviceTimeZone, []);
 */
export function rememberDeviceTimeZone() {
  const value = encodeURIComponent(deviceTimeZone());
  if (rawCookie(document.cookie, TIME_ZONE_COOKIE) === value) return;
  const cookie = `${TIME_ZONE_COOKIE}=${value}`;
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, its value escaped here; the Cookie Store API is async and not in every browser we serve.
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}
