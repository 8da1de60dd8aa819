import { createShopI18n } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { everyCatalog } from "../../lib/every-catalog";
import { catalogHeadScripts } from "./catalog-head";

const i18n = createShopI18n({ locale: "ru", catalogs: everyCatalog() });
const origin = "https://shop.example";
const trail = [{ path: "tea", title: "Чай" }];
const parse = (scripts: { children: string }[]) => scripts.map((script) => JSON.parse(script.children));

describe("catalogHeadScripts", () => {
  it("gives the listing's breadcrumbs and its page's products, counted from the page's first position", () => {
    const [breadcrumbs, items] = parse(
      catalogHeadScripts(i18n, {
        trail,
        products: [{ slug: "a" }, { slug: "b" }],
        page: 3,
        pageSize: 20,
        origin,
      }),
    );
    expect(breadcrumbs.itemListElement.at(-1)).toEqual({
      "@type": "ListItem",
      position: 3,
      name: "Чай",
      item: "https://shop.example/catalog/tea",
    });
    expect(items).toMatchObject({
      "@type": "ItemList",
      itemListElement: [
        { position: 41, url: "https://shop.example/product/a" },
        { position: 42, url: "https://shop.example/product/b" },
      ],
    });
  });

  it("has no product list when the products are not loaded or there are none", () => {
    for (const products of [undefined, []]) {
      const types = parse(catalogHeadScripts(i18n, { trail, products, page: 1, pageSize: 20, origin })).map(
        (data) => data["@type"],
      );
      expect(types).toEqual(["BreadcrumbList"]);
    }
  });
});
