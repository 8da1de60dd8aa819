// schema.org markup of a page's head (JSON-LD), for search engines and link previews. Route loaders
// import this module lazily, so it stays out of the entry chunk.
import type { TextCrumb } from "./breadcrumbs";

/**
 * JSON for an inline script: `<` escaped, so no text in it can close the script element.
 * @example
 *   inlineJson({ name: "</script>" }); // '{"name":"\\u003c/script>"}'
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The head's script elements of schema.org objects.
 * @example
 *   head: () => ({ scripts: jsonLdScripts(breadcrumbListJsonLd(crumbs, origin)) })
 */
export function jsonLdScripts(...data: readonly object[]) {
  return data.map((value) => ({ type: "application/ld+json", children: inlineJson(value) }));
}

/**
 * schema.org `BreadcrumbList` of the crumbs a page shows, with absolute URLs. The current page's
 * crumb has no link on the page, and no `item` here (search engines take the page's own URL).
 * @example
 *   breadcrumbListJsonLd([{ label: "Главная", href: "/" }, { label: "О магазине" }], "https://shop.example");
 *   // { "@type": "BreadcrumbList", itemListElement: [{ position: 1, name: "Главная", item: "https://shop.example/" }, …] }
 */
export function breadcrumbListJsonLd(crumbs: readonly TextCrumb[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(crumb.href === undefined ? {} : { item: `${origin}${crumb.href}` }),
    })),
  };
}

/**
 * schema.org `ItemList` of the products a listing shows, in order: each one's position and its
 * page's absolute URL. A later page of a listing goes on counting (`firstPosition` 21 on page 2).
 * @example
 *   itemListJsonLd([{ slug: "sencha" }], { origin: "https://shop.example", firstPosition: 21 });
 *   // { "@type": "ItemList", itemListElement: [{ position: 21, url: "https://shop.example/product/sencha" }] }
 */
export function itemListJsonLd(
  products: readonly { slug: string }[],
  { origin, firstPosition = 1 }: { origin: string; firstPosition?: number },
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: firstPosition + index,
      url: `${origin}/product/${product.slug}`,
    })),
  };
}

/**
 * The position of the first item of a listing's page.
 * @example
 *   firstPositionOfPage(3, 20); // 41
 */
export const firstPositionOfPage = (page: number, pageSize: number) => (page - 1) * pageSize + 1;
