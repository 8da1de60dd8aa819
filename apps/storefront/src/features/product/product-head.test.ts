import type { Measure, Product } from "@shop/api-client";
import { createShopI18n } from "@shop/i18n";
import { describe, expect, it } from "vitest";
import { everyCatalog } from "../../lib/every-catalog";
import { metaDescription, productHead, productJsonLd } from "./product-head";

const kg: Measure = { id: 2, code: "kg", title: "кг", step: 0.1 };
const pack: Measure = { id: 3, code: "pack", title: "упак", step: 1 };

const product: Product = {
  "@id": "/api/catalog/products/1",
  "@type": "Product",
  id: 1,
  number: "100001",
  slug: "chzhu-e-tsin-100001",
  title: "Чжу Е Цин, первый сорт",
  description: "Зелёный чай из Китая.",
  images: [{ path: "/api/media/products/100001-1.webp", width: 640, height: 640, alt: "Чжу Е Цин" }],
  category: {
    "@id": "/api/catalog/categories/3",
    id: 3,
    slug: "chinese",
    path: "tea/green/chinese",
    title: "Китайский",
  },
  categoryPath: [
    { slug: "tea", path: "tea", title: "Чай" },
    { slug: "green", path: "tea/green", title: "Зелёный чай" },
  ],
  attributes: [],
  prices: [
    { measure: kg, priceType: "retail", currency: "RUB", price: 727_805 },
    { measure: pack, priceType: "retail", currency: "RUB", price: 40_000 },
    { measure: kg, priceType: "wholesale", currency: "RUB", price: 618_630 },
  ],
  defaultMeasure: "kg",
  variants: [],
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("productJsonLd", () => {
  it("describes the product with one RUB offer per measure, prices as exact decimals", () => {
    const data = productJsonLd(product, { priceType: "retail", origin: "https://shop.example" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Чжу Е Цин, первый сорт",
      sku: "100001",
      image: ["https://shop.example/api/media/products/100001-1.webp"],
      category: "Чай > Зелёный чай",
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        "@type": "Offer",
        price: "7278.05",
        priceCurrency: "RUB",
        eligibleQuantity: expect.objectContaining({ unitCode: "KGM", unitText: "кг" }),
      }),
      expect.objectContaining({ price: "400.00", priceCurrency: "RUB" }),
    ]);
  });
});

describe("productHead", () => {
  const i18n = createShopI18n({ locale: "ru", catalogs: everyCatalog() });

  it("gives the title, description, Open Graph tags and a JSON-LD script that parses back", () => {
    const head = productHead(product, {
      priceType: "retail",
      origin: "https://shop.example",
      title: "T",
      i18n,
    });
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { title: "T" },
        { name: "description", content: "Зелёный чай из Китая." },
        { property: "og:title", content: "Чжу Е Цин, первый сорт" },
        { property: "og:image", content: "https://shop.example/api/media/products/100001-1.webp" },
      ]),
    );
    const [script] = head.scripts;
    expect(script?.type).toBe("application/ld+json");
    expect(JSON.parse(script?.children ?? "")).toMatchObject({ name: product.title });
  });

  it("lists the breadcrumbs the page shows: home, catalog, the categories, the product", () => {
    const head = productHead(product, {
      priceType: "retail",
      origin: "https://shop.example",
      title: "T",
      i18n,
    });
    const breadcrumbs = JSON.parse(head.scripts[1]?.children ?? "");
    expect(breadcrumbs["@type"]).toBe("BreadcrumbList");
    expect(breadcrumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Главная", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Каталог", item: "https://shop.example/catalog" },
      { "@type": "ListItem", position: 3, name: "Чай", item: "https://shop.example/catalog/tea" },
      {
        "@type": "ListItem",
        position: 4,
        name: "Зелёный чай",
        item: "https://shop.example/catalog/tea/green",
      },
      { "@type": "ListItem", position: 5, name: "Чжу Е Цин, первый сорт" },
    ]);
  });
});

describe("a formatted description in the head", () => {
  const formatted = {
    ...product,
    description:
      "<p>Улун <strong>молочный</strong>,<br />мягкий.</p><ul><li>Тайвань</li><li>5 &lt; 6 &amp; 7</li></ul>",
  };

  it("is plain text in the meta tags and the JSON-LD: no tag, entities decoded", () => {
    const head = productHead(formatted, {
      priceType: "retail",
      origin: "https://shop.example",
      title: "T",
      i18n: createShopI18n({ locale: "ru", catalogs: everyCatalog() }),
    });
    const plain = "Улун молочный, мягкий. — Тайвань — 5 < 6 & 7";
    expect(head.meta).toEqual(
      expect.arrayContaining([
        { name: "description", content: plain },
        { property: "og:description", content: plain },
      ]),
    );
    expect(JSON.parse(head.scripts[0]?.children ?? "").description).toBe(
      "Улун молочный,\nмягкий.\n— Тайвань\n— 5 < 6 & 7",
    );
  });
});

describe("helpers", () => {
  it("shortens a long description at a word boundary", () => {
    const text = `${"слово ".repeat(60)}конец`;
    const short = metaDescription(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith("слово…")).toBe(true);
    expect(metaDescription("  Коротко \n и ясно ")).toBe("Коротко и ясно");
  });
});
