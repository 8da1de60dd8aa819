import { createShopI18n } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { catalogBreadcrumbs, homeCrumb } from "./breadcrumbs";
import { everyCatalog } from "./every-catalog";

const i18n = createShopI18n({ locale: "ru", catalogs: everyCatalog() });

describe("catalogBreadcrumbs", () => {
  it("leads from home through the catalog to each category of the trail", () => {
    expect(
      catalogBreadcrumbs(i18n, [
        { path: "tea", title: "Чай" },
        { path: "tea/green", title: "Зелёный чай" },
      ]),
    ).toEqual([
      { label: "Главная", href: "/" },
      { label: "Каталог", href: "/catalog" },
      { label: "Чай", href: "/catalog/tea" },
      { label: "Зелёный чай", href: "/catalog/tea/green" },
    ]);
  });

  it("is home and the catalog for the whole catalog", () => {
    expect(catalogBreadcrumbs(i18n, [])).toEqual([homeCrumb(i18n), { label: "Каталог", href: "/catalog" }]);
  });
});
