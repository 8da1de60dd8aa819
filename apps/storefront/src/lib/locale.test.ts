// @vitest-environment happy-dom
import { LOCALE_COOKIE_NAME } from "@shop/i18n";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApp } from "../app/start-browser-app";
import type { AppRouter } from "../router";
import { i18n } from "./i18n";
import { changeLocale } from "./locale";
import { sessionQueryOptions } from "./session";

// The app wired as at start (startApp), a session query in use as the root route keeps it, and
// fetch answered here: what goes over the wire is what is checked.
const sessionRequests: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(
    new URL(String(input instanceof Request ? input.url : input), "http://shop.test"),
    init,
  );
  if (request.url.endsWith("/api/core/session/session")) {
    sessionRequests.push(request.headers.get("Accept-Language") ?? "");
  }
  return Response.json({ authorized: false, application: { adminPanel: false }, menus: [], cart: null });
});

const queryClient = new QueryClient();
let stop: () => void;
beforeAll(() => {
  vi.stubGlobal("fetch", fetchMock);
  const router = createRouter({
    routeTree: createRootRoute(),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: ["/"] }),
  }) as unknown as AppRouter;
  startApp(router);
  stop = new QueryObserver(queryClient, sessionQueryOptions()).subscribe(() => {});
});
afterAll(async () => {
  stop();
  await changeLocale("ru");
  vi.unstubAllGlobals();
});

describe("changeLocale", () => {
  it("reloads the session in the new language, and keeps the choice in the locale cookie", async () => {
    // Each request names the locale by its tag, as docs/contract.md says.
    await vi.waitFor(() => expect(sessionRequests).toEqual(["ru-RU"]));

    expect(await changeLocale("en-US")).toBe(true);

    await vi.waitFor(() => expect(sessionRequests).toEqual(["ru-RU", "en-US"]));
    expect(i18n.locale).toBe("en-US");
    expect(document.cookie).toContain(`${LOCALE_COOKIE_NAME}=en-US`);
  });

  it("does not reload anything when the locale stays the same", async () => {
    expect(await changeLocale("en-US")).toBe(false);
    expect(queryClient.getQueryState(sessionQueryOptions().queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.isFetching()).toBe(0);
  });
});
