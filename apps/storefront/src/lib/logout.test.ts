// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGOUT_PAGE, LOGOUT_REDIRECT_DELAY_MS, logout, onLogout } from "./logout";
import { sessionKeys } from "./session";

// SPEC.md section 4: logout clears the token and the session's menus, and 500 ms later goes to the
// logout page unless already there or on a page anonymous visitors may see. A real router (memory
// history) and query cache; the API's answer to the logout is given here (fetch), and the clock is
// Vitest's, so the 500 ms are exact whatever the machine's load.

const requests: string[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input instanceof Request ? input.url : input);
  requests.push(`${init?.method ?? "GET"} ${new URL(url, "http://shop.test").pathname}`);
  return new Response(null, { status: 204 });
});

function appAt(path: string) {
  const root = createRootRoute();
  const pages = ["/", "/my/profile", "/catalog/$", LOGOUT_PAGE].map((page) =>
    createRoute({ getParentRoute: () => root, path: page }),
  );
  const router = createRouter({
    routeTree: root.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient();
  // What a signed-in customer's tab holds: the session with its menus, and their own data.
  queryClient.setQueryData(sessionKeys.mode("shop"), {
    authorized: true,
    menus: [{ code: "account", title: "Личный кабинет", items: [] }],
  });
  queryClient.setQueryData(["profile"], { email: "anna@example.com" });
  return { router, queryClient };
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal("fetch", fetchMock);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("logout", () => {
  it("ends the session on the server, forgets the customer's data and the session's menus, and tells the listeners", async () => {
    const { router, queryClient } = appAt("/my/profile");
    await router.load();
    const heard = vi.fn();
    const stop = onLogout(heard);
    try {
      await logout({ queryClient, router });
    } finally {
      stop();
    }
    expect(requests).toContain("POST /api/auth/logout");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
    // The menus go with the session, which is loaded again (anonymously) before anything shows it.
    expect(queryClient.getQueryState(sessionKeys.mode("shop"))?.isInvalidated).toBe(true);
  });

  it("leaves a private page for the logout page 500 ms later, not before", async () => {
    const { router, queryClient } = appAt("/my/profile");
    await router.load();
    await logout({ queryClient, router });
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS - 1);
    expect(router.state.location.pathname).toBe("/my/profile");
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(LOGOUT_PAGE));
  });

  it("stays on a page anonymous visitors may see, and on the logout page itself", async () => {
    for (const path of ["/catalog/tea", LOGOUT_PAGE]) {
      const { router, queryClient } = appAt(path);
      await router.load();
      const invalidate = vi.spyOn(router, "invalidate");
      await logout({ queryClient, router });
      await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS);
      expect(router.state.location.pathname, path).toBe(path);
      // The page is loaded again, for an anonymous visitor.
      expect(invalidate, path).toHaveBeenCalled();
    }
  });

  it("ends the session once for logouts that overlap (a 401 to each of several calls)", async () => {
    const { router, queryClient } = appAt("/my/profile");
    await router.load();
    await Promise.all([logout({ queryClient, router }), logout({ queryClient, router })]);
    expect(requests.filter((request) => request === "POST /api/auth/logout")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS);
  });
});
