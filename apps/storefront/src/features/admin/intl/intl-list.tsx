import { useLingui } from "@lingui/react/macro";
import type { IntlEntry } from "@shop/api-client";
import { useQuery } from "@tanstack/react-query";
import { adminTitles, type IntlList } from "../admin-titles";
import { pageCount } from "../resource/admin-queries";
import { ResourceFilters } from "../resource/resource-filters";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { INTL_PER_PAGE, type IntlSearch, intlListParams, intlQueries } from "./get-intl-list";

export interface IntlListViewProps {
  list: IntlList;
  search: IntlSearch;
  onSearchChange: (next: IntlSearch) => void;
}

/**
 * /admin/intl/$list: a reference list (countries, currencies, languages, locales, time zones), read
 * only as the API allows: code and title, a lookup by code, pages.
 */
export function IntlListView({ list, search, onSearchChange }: IntlListViewProps) {
  const { t } = useLingui();
  const { data, isPlaceholderData } = useQuery(intlQueries(list).list(intlListParams(search)));
  const columns: ResourceColumn<IntlEntry>[] = [
    {
      id: "code",
      header: t({ id: "admin.intl.column.code", message: "Code" }),
      rowHeader: true,
      cell: (entry) => <code>{entry.code}</code>,
    },
    {
      id: "title",
      header: t({ id: "admin.intl.column.title", message: "Title" }),
      cell: (entry) => entry.title,
    },
  ];
  const title = t(adminTitles[list]);
  return (
    <>
      <ResourceFilters
        key={list}
        label={t({ id: "admin.intl.filters", message: "Look up by code" })}
        fields={[{ name: "code", type: "text", label: t({ id: "admin.intl.filter.code", message: "Code" }) }]}
        values={{ code: search.code }}
        onApply={(next) => onSearchChange({ code: next.code, page: undefined })}
      />
      {data ? (
        <ResourceTable
          caption={title}
          columns={columns}
          items={data.member}
          rowKey={(entry) => entry.id}
          rowTestId="intl-row"
          busy={isPlaceholderData}
          empty={t({ id: "admin.intl.empty", message: "Nothing with this code." })}
          pagination={{ page: search.page ?? 1, pageCount: pageCount(data.totalItems, INTL_PER_PAGE) }}
        />
      ) : null}
    </>
  );
}
