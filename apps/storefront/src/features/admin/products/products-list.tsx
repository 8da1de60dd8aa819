import { useLingui } from "@lingui/react/macro";
import type { StaffProduct } from "@shop/api-client";
import { Badge, Checkbox, Price } from "@shop/ui";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { css } from "../../../../styled-system/css";
import { pageCount } from "../resource/admin-queries";
import { type FilterField, ResourceFilters } from "../resource/resource-filters";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { categoryOptions } from "../shared/category-options";
import { categoryTreeQueryOptions } from "../shared/get-categories";
import { productQueries } from "./get-products";
import { ProductBulkActions } from "./product-bulk-actions";
import {
  isSelected,
  listFilter,
  NO_SELECTION,
  type ProductSelection,
  toggleProduct,
} from "./product-selection";
import { PRODUCTS_PER_PAGE, type ProductsSearch, productsListParams } from "./products-search";

type ProductFilter = "q" | "category" | "published";

export interface ProductsListProps {
  search: ProductsSearch;
  onSearchChange: (next: ProductsSearch) => void;
}

/** The price a shopper sees first: the default price type (retail) in the product's default measure. */
const shownPrice = (product: StaffProduct) =>
  product.prices.find(
    (price) => price.priceType === "retail" && price.measure.code === product.defaultMeasure,
  );

/** /admin/products: filters (title or number, category, publication), the products in number order, pages. */
export function ProductsList({ search, onSearchChange }: ProductsListProps) {
  const { t } = useLingui();
  const categories = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const { data, isPlaceholderData } = useQuery(productQueries.list(productsListParams(search)));

  const filterFields = useMemo<FilterField<ProductFilter>[]>(
    () => [
      {
        name: "q",
        type: "text",
        label: t({ id: "admin.products.filter.q", message: "Title or number" }),
        placeholder: t({ id: "admin.products.filter.qPlaceholder", message: "e.g. улун or 100245" }),
      },
      {
        name: "category",
        type: "select",
        label: t({ id: "admin.products.filter.category", message: "Section" }),
        anyLabel: t({ id: "admin.products.filter.anyCategory", message: "All sections" }),
        options: categoryOptions(categories),
      },
      {
        name: "published",
        type: "select",
        label: t({ id: "admin.products.filter.published", message: "In the shop" }),
        anyLabel: t({ id: "admin.products.filter.anyPublished", message: "Shown and hidden" }),
        options: [
          { value: "yes", label: t({ id: "admin.products.filter.shown", message: "Shown" }) },
          { value: "no", label: t({ id: "admin.products.filter.hidden", message: "Hidden" }) },
        ],
      },
    ],
    [categories, t],
  );

  // A selection belongs to the filters it was made under: new filters start with none.
  const filter = listFilter(productsListParams(search));
  const filterKey = JSON.stringify(filter);
  const [chosen, setChosen] = useState<{ filterKey: string; selection: ProductSelection }>({
    filterKey,
    selection: NO_SELECTION,
  });
  const selection = chosen.filterKey === filterKey ? chosen.selection : NO_SELECTION;
  // An update from the selection it applies to: boxes ticked before the page hydrated report
  // together, each on top of the one before (@shop/ui's Checkbox).
  const setSelection = (next: ProductSelection | ((current: ProductSelection) => ProductSelection)) =>
    setChosen((was) => {
      const current = was.filterKey === filterKey ? was.selection : NO_SELECTION;
      return { filterKey, selection: typeof next === "function" ? next(current) : next };
    });
  const pageIds = (data?.member ?? []).map((product) => product.id);

  const columns: ResourceColumn<StaffProduct>[] = [
    {
      id: "select",
      header: t({ id: "admin.products.column.select", message: "Select" }),
      cell: (product) => {
        const title = product.title;
        return (
          <Checkbox
            label={
              <span className={css({ srOnly: true })}>
                {t({ id: "admin.products.select", message: `Select “${title}”` })}
              </span>
            }
            checked={isSelected(selection, product.id)}
            onCheckedChange={({ checked }) =>
              setSelection((current) => toggleProduct(current, product.id, checked, pageIds))
            }
          />
        );
      },
    },
    {
      id: "number",
      header: t({ id: "admin.products.column.number", message: "Number" }),
      cell: (product) => product.number,
    },
    {
      id: "title",
      header: t({ id: "admin.products.column.title", message: "Title" }),
      rowHeader: true,
      cell: (product) => (
        <Link to="/admin/products/$id" params={{ id: String(product.id) }}>
          {product.title}
        </Link>
      ),
    },
    {
      id: "category",
      header: t({ id: "admin.products.column.category", message: "Section" }),
      cell: (product) => product.category.title,
    },
    {
      id: "published",
      header: t({ id: "admin.products.column.published", message: "In the shop" }),
      cell: (product) =>
        product.published ? (
          <Badge color="success">{t({ id: "admin.products.shown", message: "Shown" })}</Badge>
        ) : (
          <Badge color="secondary">{t({ id: "admin.products.hidden", message: "Hidden" })}</Badge>
        ),
    },
    {
      id: "price",
      header: t({ id: "admin.products.column.price", message: "Price" }),
      align: "end",
      cell: (product) => {
        const price = shownPrice(product);
        return price ? (
          <>
            <Price amount={price.price} /> / {price.measure.title}
          </>
        ) : (
          "—"
        );
      },
    },
  ];

  const { q, category, published } = search;
  const found = data?.totalItems ?? 0;
  return (
    <>
      <ResourceFilters
        label={t({ id: "admin.products.filters", message: "Product filters" })}
        fields={filterFields}
        values={{ q, category, published }}
        onApply={(next) => onSearchChange({ ...search, ...next, page: undefined })}
      />
      {data ? (
        <>
          <ProductBulkActions
            selection={selection}
            onSelectionChange={setSelection}
            pageIds={pageIds}
            total={found}
            filter={filter}
            categories={categories}
          />
          <p data-testid="products-total">
            {t({ id: "admin.products.found", message: `Products found: ${found}` })}
          </p>
          <ResourceTable
            caption={t({ id: "admin.products.caption", message: "Products" })}
            columns={columns}
            items={data.member}
            rowKey={(product) => product.id}
            rowTestId="product-row"
            busy={isPlaceholderData}
            empty={t({ id: "admin.products.empty", message: "No products match these filters." })}
            pagination={{ page: search.page ?? 1, pageCount: pageCount(data.totalItems, PRODUCTS_PER_PAGE) }}
          />
        </>
      ) : null}
    </>
  );
}
