import { useLingui } from "@lingui/react/macro";
import type { Product } from "@shop/api-client";
import { SearchableSelect, Select } from "@shop/ui";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { css } from "../../../../styled-system/css";
import { ResourceFilters } from "../resource/resource-filters";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import {
  categoriesQueryOptions,
  productSearchQueryOptions,
  type TranslatableKind,
} from "../shared/get-translations";
import { TranslationsEditor } from "../shared/translations-editor";

/** The search params of /admin/translations: what kind of item, which one, and the product search. */
export interface TranslationsSearch {
  kind?: TranslatableKind;
  id?: number;
  q?: string;
}

export interface TranslationsPageProps {
  search: TranslationsSearch;
  onSearchChange: (next: TranslationsSearch) => void;
}

const pickerClass = css({ display: "grid", gap: "4", mb: "8", maxW: "48rem" });
const headingClass = css({ fontSize: "lg", fontWeight: "semibold", m: "0", mb: "3" });

/**
 * /admin/translations: pick a product (found by title or number) or a catalog category, then edit
 * its texts per locale. The choice lives in the URL, so a link opens the same item.
 */
export function TranslationsPage({ search, onSearchChange }: TranslationsPageProps) {
  const { t } = useLingui();
  const kind = search.kind ?? "product";
  return (
    <>
      <div className={pickerClass}>
        <Select
          label={t({ id: "admin.translations.kind", message: "What to translate" })}
          options={[
            { value: "product", label: t({ id: "admin.translations.kind.product", message: "Products" }) },
            {
              value: "category",
              label: t({ id: "admin.translations.kind.category", message: "Catalog categories" }),
            },
          ]}
          value={kind}
          onValueChange={(value) => {
            if ((value === "product" || value === "category") && value !== kind)
              onSearchChange({ kind: value });
          }}
        />
        {kind === "product" ? (
          <ProductPicker search={search} onSearchChange={onSearchChange} />
        ) : (
          <Suspense fallback={null}>
            <CategoryPicker id={search.id} onPick={(id) => onSearchChange({ kind, id })} />
          </Suspense>
        )}
      </div>
      {search.id ? (
        <section aria-labelledby="translations-heading">
          <h2 id="translations-heading" className={headingClass}>
            {t({ id: "admin.translations.texts", message: "Texts by language" })}
          </h2>
          <Suspense fallback={null}>
            <TranslationsEditor kind={kind} id={search.id} />
          </Suspense>
        </section>
      ) : null}
    </>
  );
}

function ProductPicker({ search, onSearchChange }: TranslationsPageProps) {
  const { t } = useLingui();
  const query = search.q ?? "";
  const { data } = useQuery({ ...productSearchQueryOptions(query), enabled: query !== "" });
  const columns: ResourceColumn<Product>[] = [
    {
      id: "title",
      header: t({ id: "admin.translations.column.product", message: "Product" }),
      rowHeader: true,
      cell: (product) => (
        <Link to="/admin/translations" search={{ kind: "product", q: search.q, id: product.id }}>
          {product.title}
        </Link>
      ),
    },
    {
      id: "number",
      header: t({ id: "admin.translations.column.number", message: "Product No." }),
      cell: (product) => product.number,
    },
  ];
  return (
    <>
      <ResourceFilters
        label={t({ id: "admin.translations.findProduct", message: "Find a product" })}
        fields={[
          {
            name: "q",
            type: "text",
            label: t({ id: "admin.translations.query", message: "Title or product number" }),
          },
        ]}
        values={{ q: search.q }}
        onApply={(next) => onSearchChange({ kind: "product", q: next.q })}
      />
      {data ? (
        <ResourceTable
          caption={t({ id: "admin.translations.found", message: "Products found" })}
          columns={columns}
          items={data.member}
          rowKey={(product) => product.id}
          rowTestId="product-row"
          empty={t({ id: "admin.translations.noProducts", message: "No products found." })}
        />
      ) : null}
    </>
  );
}

function CategoryPicker({ id, onPick }: { id: number | undefined; onPick: (id: number) => void }) {
  const { t } = useLingui();
  const categories = useSuspenseQuery(categoriesQueryOptions()).data.member;
  return (
    <SearchableSelect
      label={t({ id: "admin.translations.category", message: "Catalog category" })}
      options={categories.map((category) => ({
        value: String(category.id),
        label: `${"— ".repeat(category.depth)}${category.title}`,
      }))}
      value={id ? String(id) : null}
      onValueChange={(value) => {
        if (value) onPick(Number(value));
      }}
    />
  );
}
