import type { I18n } from "@lingui/core";
import type { Product } from "@shop/api-client";
import { catalogBreadcrumbs, type TextCrumb } from "../../lib/breadcrumbs";

/**
 * The trail of a product page: its category's, then the product itself.
 * @example
 *   productBreadcrumbs(i18n, product).map((crumb) => crumb.label); // ["Главная", "Каталог", "Чай", "Сенча"]
 */
export function productBreadcrumbs(
  i18n: I18n,
  product: Pick<Product, "title" | "categoryPath">,
): TextCrumb[] {
  return [...catalogBreadcrumbs(i18n, product.categoryPath), { label: product.title }];
}
