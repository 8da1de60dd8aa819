// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startAnalytics } from "./analytics";

// A real router rendered by React, as in the shop, into happy-dom (the unit tests have no browser):
// the router only reports a resolved navigation once it has been rendered.
async function renderRouter() {
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = ["/", "/search", "/cart"].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  const render = async () => {
    root.render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(container.textContent).toBe("/"));
  };
  return { router, render, root };
}

const hits = () => (window.ym?.a ?? []).filter((call) => call[1] === "hit").map((call) => String(call[2]));

afterEach(() => {
  vi.useRealTimers();
  window.ym = undefined;
  document.head.innerHTML = "";
});

describe("analytics counter", () => {
  it("loads the counter script after the configured delay", async () => {
    vi.useFakeTimers();
    const { router } = await renderRouter();
    startAnalytics({ id: "42", delayMs: 3000, scriptSrc: "https://counter.test/tag.js" }, router);
    vi.advanceTimersByTime(2999);
    expect(document.head.querySelector("script")).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe("https://counter.test/tag.js");
  });

  it("counts the landing page once, then a hit on every route change", async () => {
    const { router, render } = await renderRouter();
    startAnalytics({ id: "42", delayMs: 60_000, scriptSrc: "/tag.js" }, router);
    await render();
    expect(window.ym?.a?.[0]).toEqual(["42", "init", expect.objectContaining({ defer: true })]);
    expect(hits()).toHaveLength(1);

    await router.navigate({ to: "/search" });
    await router.navigate({ to: "/cart" });
    await vi.waitFor(() => expect(hits()).toHaveLength(3));
    expect(
      hits()
        .slice(1)
        .map((url) => new URL(url).pathname),
    ).toEqual(["/search", "/cart"]);
  });

  it("stops counting when stopped", async () => {
    const { router, render } = await renderRouter();
    const stop = startAnalytics({ id: "42", delayMs: 60_000, scriptSrc: "/tag.js" }, router);
    await render();
    stop();
    await router.navigate({ to: "/search" });
    await vi.waitFor(() => expect(document.body.textContent).toContain("/search"));
    expect(hits()).toHaveLength(1);
  });
});
