// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import type { Category } from "@shop/api-client";
import { loadCatalog } from "@shop/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { categoryProductCountQuery } from "../shared/product-bulk-jobs";
import { CategoryDeleteDialog } from "./category-delete-dialog";

// The API is out of reach in a unit test: `fetch` answers the product count the way the API does,
// when the test says so.

beforeAll(() => loadCatalog(i18n, "admin"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = { id: 48, title: "Улуны", path: "tea/oolong" } as Category;

it("asks for the section's product count anew on each opening and offers nothing before it is in", async () => {
  let answer: (totalItems: number) => void = () => {};
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (totalItems) =>
            resolve(
              new Response(JSON.stringify({ member: [], totalItems }), {
                headers: { "Content-Type": "application/ld+json" },
              }),
            );
        }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  // An earlier opening counted one product, deleted since.
  client.setQueryData(categoryProductCountQuery(section.id).queryKey, 1);
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CategoryDeleteDialog
          category={section}
          categories={[section]}
          onDelete={async () => {}}
          onDeleted={() => {}}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );

  await userEvent.click(screen.getByRole("button", { name: "Удалить раздел" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(dialog.textContent).not.toContain("В разделе есть товары");
  expect(screen.queryByRole("combobox")).toBeNull();
  expect(screen.getByRole("button", { name: "Удалить" })).toHaveProperty("disabled", true);

  answer(0);
  await screen.findByText("Раздел пуст; его адрес будет отвечать 404.");
  expect(screen.getByRole("button", { name: "Удалить" })).toHaveProperty("disabled", false);
});
