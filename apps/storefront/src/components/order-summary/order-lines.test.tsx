// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import type { OrderItem } from "@shop/api-client";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { OrderLines, type OrderLinesLabels, type OrderLinesProps } from "./order-lines";

const labels: OrderLinesLabels = {
  caption: "Lines of the order",
  product: "Product",
  measure: "Unit",
  quantity: "Quantity",
  price: "Price",
  amount: "Amount",
};

const line = (product: Partial<OrderItem["product"]>, rest: Partial<OrderItem> = {}): OrderItem => ({
  product: { "@id": "/catalog/products/7", id: 7, number: "T-7", slug: "puer", title: "Пуэр", ...product },
  measure: { id: 1, code: "kg", title: "кг", step: 0.1 },
  quantity: 1.5,
  price: 200_000,
  amount: 300_000,
  discount: 0,
  ...rest,
});

const puer = line({}, { discount: 30_000 });
// Deleted from the catalog since the order: its title stays, its page is gone.
const gone = line({ "@id": null, id: null, number: "T-9", slug: "oolong", title: "Улун" });

/** The lines as a page shows them, inside a router because product titles may be links. */
async function renderLines(props: Partial<OrderLinesProps> = {}) {
  const component = () => <OrderLines items={[puer, gone]} labels={labels} {...props} />;
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return screen.findByRole("table", { name: labels.caption });
}

afterEach(cleanup);

describe("OrderLines", () => {
  it("shows a row a line, named by its product, with the amount after the line's discount", async () => {
    const table = await renderLines();
    const rows = within(table).getAllByTestId("order-line");
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("rowheader").textContent).toBe("Пуэр");
    expect(first.getAllByRole("cell").map((cell) => cell.textContent?.replace(/\s/g, " "))).toEqual([
      "кг",
      "1,5",
      "2 000 ₽",
      "Старая цена: 3 000 ₽2 700 ₽",
    ]);
    expect(within(rows[1] as HTMLElement).queryByText("Старая цена:")).toBeNull();
  });

  it("names a variant's line by its product and the variant as ordered", async () => {
    const pack = (title: string) =>
      line(
        {},
        {
          variant: { id: null, number: `T-7-${title}`, title },
          measure: { id: 3, code: "pack", title: "упак", step: 1 },
        },
      );
    const table = await renderLines({ items: [pack("100 г"), pack("250 г")] });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Пуэр, 100 г", "Пуэр, 250 г"]);
  });

  it("links the products still in the catalog only when asked", async () => {
    const plain = await renderLines();
    expect(within(plain).queryAllByRole("link")).toHaveLength(0);
    cleanup();

    const linked = await renderLines({ linkProducts: true });
    const links = within(linked).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Пуэр", "/product/puer"],
    ]);
  });

  it("links a variant's line to its product page with that variant chosen, as the cart does", async () => {
    const pack = line(
      {},
      {
        variant: { id: 3, number: "T-7-100", title: "100 г" },
        measure: { id: 3, code: "pack", title: "упак", step: 1 },
      },
    );
    const table = await renderLines({ items: [pack], linkProducts: true });
    const link = within(table).getByRole("link", { name: "Пуэр, 100 г" });
    expect(link.getAttribute("href")).toBe("/product/puer?variant=T-7-100");
  });

  it("has a product number column only when the page names it", async () => {
    const without = await renderLines();
    expect(within(without).getAllByRole("columnheader")).toHaveLength(5);
    expect(within(without).queryByText("T-7")).toBeNull();
    cleanup();

    const table = await renderLines({ labels: { ...labels, productNumber: "Product No." } });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Product", "Product No.", "Unit", "Quantity", "Price", "Amount"]);
    const first = within(within(table).getAllByTestId("order-line")[0] as HTMLElement);
    expect(first.getAllByRole("cell")[0]?.textContent).toBe("T-7");
  });
});
