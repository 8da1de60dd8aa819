// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { type OrderTotalLabels, OrderTotalRows } from "./order-total-rows";

const labels: OrderTotalLabels = {
  items: "Items",
  amount: "Amount",
  discount: "Discount",
  delivery: "Delivery",
  total: "Total",
};

afterEach(cleanup);

describe("OrderTotalRows", () => {
  it("lists the count, the sums and the total, the total marked", () => {
    const totals = {
      itemsNumber: 2,
      amount: 500_000,
      discount: 50_000,
      deliveryAmount: 30_000,
      totalAmount: 480_000,
    };
    render(
      <I18nProvider i18n={i18n}>
        <dl>
          <OrderTotalRows totals={totals} labels={labels} />
        </dl>
      </I18nProvider>,
    );
    const rows = [...document.querySelectorAll("dt")].map((name) => [
      name.textContent,
      name.nextElementSibling?.textContent?.replace(/\s/g, " "),
    ]);
    expect(rows).toEqual([
      ["Items", "2 товара"],
      ["Amount", "5 000 ₽"],
      ["Discount", "500 ₽"],
      ["Delivery", "300 ₽"],
      ["Total", "4 800 ₽"],
    ]);
    const total = screen.getByTestId("order-total");
    expect(total.hasAttribute("data-total")).toBe(true);
    expect(total.previousElementSibling?.hasAttribute("data-total")).toBe(true);
    expect(document.querySelectorAll("[data-total]")).toHaveLength(2);
  });
});
