// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  type RouterManagedTag,
  RouterProvider,
} from "@tanstack/react-router";
import { createStore, Provider as JotaiProvider } from "jotai";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyHeadTags, DocumentHead, useTitleOverride } from "./document-head";

// index.html's head, as the shop serves it.
beforeEach(() => {
  document.head.innerHTML = `
    <meta charset="UTF-8">
    <meta name="description" content="Чайная лавка: чай, кофе и посуда">
    <title>Чайная лавка</title>`;
});
afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

const description = () => document.head.querySelectorAll('meta[name="description"]');
const productTags = (name: string): RouterManagedTag[] => [
  { tag: "title", children: `${name} — Чайная лавка` },
  { tag: "meta", attrs: { name: "description", content: `${name}: описание` } },
  { tag: "meta", attrs: { property: "og:title", content: name } },
  { tag: "script", attrs: { type: "application/ld+json" }, children: `{"name":"${name}"}` },
];

describe("applyHeadTags", () => {
  it("sets the title, changes index.html's description in place and adds the other tags", () => {
    applyHeadTags(document, productTags("Сенча"));
    expect(document.title).toBe("Сенча — Чайная лавка");
    expect(description()).toHaveLength(1);
    expect(description()[0]?.getAttribute("content")).toBe("Сенча: описание");
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("Сенча");
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe(
      '{"name":"Сенча"}',
    );
  });

  it("removes what the next page lacks and restores index.html's description", () => {
    applyHeadTags(document, productTags("Сенча"));
    applyHeadTags(document, [{ tag: "title", children: "Каталог — Чайная лавка" }]);
    expect(document.title).toBe("Каталог — Чайная лавка");
    expect(description()).toHaveLength(1);
    expect(description()[0]?.getAttribute("content")).toBe("Чайная лавка: чай, кофе и посуда");
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector("script")).toBeNull();
  });

  it("keeps the elements of tags that stay, so a script is not added twice", () => {
    applyHeadTags(document, productTags("Сенча"));
    const script = document.head.querySelector("script");
    applyHeadTags(document, [
      ...productTags("Сенча"),
      { tag: "meta", attrs: { name: "robots", content: "noindex" } },
    ]);
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(document.head.querySelector("script")).toBe(script);
    applyHeadTags(document, productTags("Пуэр"));
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    expect(document.head.querySelector("script")?.textContent).toBe('{"name":"Пуэр"}');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("lets an override win over the routes' title", () => {
    applyHeadTags(document, productTags("Сенча"), "Страница не найдена — Чайная лавка");
    expect(document.title).toBe("Страница не найдена — Чайная лавка");
  });
});

/** A page that claims the title while it shows, as the error screen does. */
function Broken() {
  useTitleOverride("Ошибка — Чайная лавка");
  return null;
}

describe("DocumentHead", () => {
  // A real router rendered by Preact into happy-dom: the title follows navigation, and a page that
  // claims the title (the error screen) wins while it shows. Preact renders and runs effects on its
  // own schedule (its act() would hold them until a navigation it awaits can never finish), so the
  // test waits for what it checks.
  async function renderShop() {
    const rootRoute = createRootRoute({
      head: () => ({ meta: [{ title: "Чайная лавка" }] }),
      component: () => (
        <>
          <DocumentHead />
          <Outlet />
        </>
      ),
    });
    const page = (path: string, title: string, Component: () => null = () => null) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path,
        head: () => ({ meta: [{ title }, { name: "description", content: `${title}: описание` }] }),
        component: Component,
      });
    const router = createRouter({
      routeTree: rootRoute.addChildren([
        page("/", "Чайная лавка"),
        page("/cart", "Корзина — Чайная лавка"),
        page("/search", "Не показывается", Broken),
      ]),
      history: createMemoryHistory({ initialEntries: ["/cart"] }),
    });
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    root.render(
      <JotaiProvider store={createStore()}>
        <RouterProvider router={router} />
      </JotaiProvider>,
    );
    return { router, root };
  }

  it("writes the matched routes' head into document.head and follows navigation", async () => {
    const { router, root } = await renderShop();
    await vi.waitFor(() => expect(document.title).toBe("Корзина — Чайная лавка"));
    expect(description()[0]?.getAttribute("content")).toBe("Корзина — Чайная лавка: описание");

    await router.navigate({ to: "/search" });
    await vi.waitFor(() => expect(document.title).toBe("Ошибка — Чайная лавка"));

    await router.navigate({ to: "/" });
    await vi.waitFor(() => expect(document.title).toBe("Чайная лавка"));
    expect(description()).toHaveLength(1);
    expect(description()[0]?.getAttribute("content")).toBe("Чайная лавка: описание");
    root.unmount();
  });
});
