import { describe, expect, it } from "vitest";
import {
  breadcrumbListJsonLd,
  firstPositionOfPage,
  inlineJson,
  itemListJsonLd,
  jsonLdScripts,
} from "./structured-data";

const origin = "https://shop.example";

describe("breadcrumbListJsonLd", () => {
  it("numbers the crumbs from 1 with absolute links; the current page's crumb has none", () => {
    expect(
      breadcrumbListJsonLd(
        [{ label: "Главная", href: "/" }, { label: "О магазине", href: "/about" }, { label: "Контакты" }],
        origin,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Главная", item: "https://shop.example/" },
        { "@type": "ListItem", position: 2, name: "О магазине", item: "https://shop.example/about" },
        { "@type": "ListItem", position: 3, name: "Контакты" },
      ],
    });
  });
});

describe("itemListJsonLd", () => {
  it("gives each product its position and its page's absolute URL, in order", () => {
    expect(itemListJsonLd([{ slug: "sencha-1" }, { slug: "puer-2" }], { origin })).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        { "@type": "ListItem", position: 1, url: "https://shop.example/product/sencha-1" },
        { "@type": "ListItem", position: 2, url: "https://shop.example/product/puer-2" },
      ],
    });
  });

  it("goes on counting on a later page of a listing", () => {
    const list = itemListJsonLd([{ slug: "a" }, { slug: "b" }], {
      origin,
      firstPosition: firstPositionOfPage(2, 20),
    });
    expect(list.itemListElement.map((item) => item.position)).toEqual([21, 22]);
    expect(firstPositionOfPage(1, 20)).toBe(1);
  });
});

describe("jsonLdScripts", () => {
  it("makes one JSON-LD script per object, each parsing back to it", () => {
    const scripts = jsonLdScripts({ "@type": "A" }, { "@type": "B" });
    expect(scripts.map((script) => script.type)).toEqual(["application/ld+json", "application/ld+json"]);
    expect(scripts.map((script) => JSON.parse(script.children))).toEqual([
      { "@type": "A" },
      { "@type": "B" },
    ]);
  });

  it("escapes < so no text (a product title, a query) can close the script element", () => {
    const json = inlineJson({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
    const [script] = jsonLdScripts(breadcrumbListJsonLd([{ label: "</script>" }], origin));
    expect(script?.children).not.toMatch(/<\/script/i);
  });
});
