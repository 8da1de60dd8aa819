import type { ResourceId, Translations, TranslationsPatch } from "@shop/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { ADMIN_QUERY_KEY } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** What has translatable texts: products and catalog categories. */
export type TranslatableKind = "product" | "category";

const resources = { product: shopApi.products, category: shopApi.categories };
const TRANSLATIONS_KEY = [...ADMIN_QUERY_KEY, "translations"] as const;

/** `GET /catalog/{products|categories}/{id}/translations`: every locale's texts of one item. */
export const translationsQueryOptions = (kind: TranslatableKind, id: ResourceId) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, kind, String(id)] as const,
    queryFn: async () => answered(await resources[kind].getTranslations(id)),
    // Texts change only here: what this screen saved is what it shows.
    staleTime: 0,
  });

/** What the translations form heads a product's texts with: its title and its page. */
export const productTranslatableItem = (product: { title: string; slug: string }) => ({
  title: product.title,
  href: `/product/${product.slug}`,
});

/** The item the translations belong to (its title and, for a product, its page). */
export const translatableItemQueryOptions = (kind: TranslatableKind, id: ResourceId) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, kind, String(id), "item"] as const,
    queryFn: async () => {
      if (kind === "product") {
        // Staff's read: an unpublished product has texts too (the public read answers it 404).
        return productTranslatableItem(answered(await shopApi.products.admin.get(id)));
      }
      const category = answered(await shopApi.categories.get(id));
      return { title: category.title, href: `/catalog/${category.path}` };
    },
  });

/**
 * Products for the picker: a part of the title (full-text, typos forgiven) or an exact number.
 * @example
 *   productSearchQueryOptions("сенча"); productSearchQueryOptions("100002");
 */
export const productSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, "product-search", query] as const,
    queryFn: async () =>
      answered(
        await shopApi.products.list({
          itemsPerPage: 10,
          ...(/^\d{1,12}$/.test(query) ? { filters: { number: query } } : { search: query }),
        }),
      ),
  });

/** Every catalog category, for the picker (the API gives up to 500 in one page). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...TRANSLATIONS_KEY, "categories"] as const,
    queryFn: async () => answered(await shopApi.categories.list({ itemsPerPage: 500 })),
  });

/** `PATCH …/translations` (staff); the answer, every text after the change, replaces the cache. */
export function useUpdateTranslations(kind: TranslatableKind, id: ResourceId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: TranslationsPatch): Promise<Translations> =>
      answered(await resources[kind].updateTranslations(id, patch, ADMIN_CHANGE)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(translationsQueryOptions(kind, id).queryKey, saved);
      // A new Russian title is the item's own title.
      await queryClient.invalidateQueries({ queryKey: translatableItemQueryOptions(kind, id).queryKey });
    },
  });
}
