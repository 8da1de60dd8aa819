// @vitest-environment happy-dom
import { formatDate } from "@shop/i18n";
import { createStore, Provider } from "jotai";
import { act, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import {
  knownTimeZone,
  rememberDeviceTimeZone,
  SHOP_TIME_ZONE,
  TIME_ZONE_COOKIE,
  timeZoneAtom,
  useTimeZone,
  visitorTimeZone,
} from "./time-zone";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it made.
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
  document.body.innerHTML = "";
});

describe("visitorTimeZone", () => {
  it("reads the zone the browser left in its cookie", () => {
    expect(visitorTimeZone(`a=1; ${TIME_ZONE_COOKIE}=Asia%2FVladivostok; b=2`)).toBe("Asia/Vladivostok");
  });

  it("falls back to the shop's zone without a cookie, or with one Intl does not know", () => {
    expect(visitorTimeZone("")).toBe(SHOP_TIME_ZONE);
    expect(visitorTimeZone(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`)).toBe(SHOP_TIME_ZONE);
    expect(visitorTimeZone(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBe(SHOP_TIME_ZONE);
    expect(visitorTimeZone(`not_${TIME_ZONE_COOKIE}=Asia%2FTokyo`)).toBe(SHOP_TIME_ZONE);
  });

  it("answers the zone's canonical name", () => {
    expect(knownTimeZone("asia/vladivostok")).toBe("Asia/Vladivostok");
  });
});

it("rememberDeviceTimeZone leaves the device's zone in the cookie the server reads", () => {
  rememberDeviceTimeZone();
  expect(visitorTimeZone(document.cookie)).toBe(
    knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
});

const placedAt = "2026-11-30T13:26:31.654Z";
function Placed() {
  return (
    <time>{formatDate(placedAt, { dateStyle: "long", timeStyle: "short", timeZone: useTimeZone() })}</time>
  );
}
const page = (store: ReturnType<typeof createStore>) => (
  <Provider store={store}>
    <p>
      <Placed />
    </p>
    {/* A part hydrated after the page's shell, as the router's boundaries are. */}
    <Suspense fallback={null}>
      <Placed />
    </Suspense>
  </Provider>
);

describe("useTimeZone", () => {
  it("hydrates in the server's zone, without a mismatch, then shows the device's", async () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const server = device === "Asia/Vladivostok" ? "Europe/Moscow" : "Asia/Vladivostok";
    const inZone = (timeZone: string) =>
      formatDate(placedAt, { dateStyle: "long", timeStyle: "short", timeZone });
    const serverStore = createStore();
    serverStore.set(timeZoneAtom, server);
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(serverStore));
    document.body.append(container);
    expect(container.textContent).toBe(inZone(server).repeat(2));

    // The browser starts with the zone the page came with (router.tsx's hydrate).
    const browserStore = createStore();
    browserStore.set(timeZoneAtom, server);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(browserStore), { onRecoverableError: (error) => recovered(error) }),
    );
    function recovered(error: unknown) {
      recoverable.push(error);
    }
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe(inZone(device).repeat(2));
    act(() => root.unmount());
  });
});
