// @vitest-environment happy-dom
import type { MessageDescriptor } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { DeliveryMethod, Order, PaymentMethod } from "@shop/api-client";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { OrderDelivery, type OrderDeliveryLabels } from "./order-delivery";

const labels: OrderDeliveryLabels = { delivery: "Delivery", address: "Address", payment: "Payment" };
// Descriptors with their own text, as a page's catalog would give them.
const said = (text: string): MessageDescriptor => ({ id: `test.${text}`, message: text });
const deliveryMethods: Record<DeliveryMethod, MessageDescriptor> = {
  pickup: said("Pickup"),
  courier: said("Courier"),
  post: said("Post"),
};
const paymentMethods: Record<PaymentMethod, MessageDescriptor> = {
  "card-online": said("Card online"),
  "card-on-delivery": said("Card on delivery"),
  cash: said("Cash"),
};

const courier: Pick<Order, "delivery" | "payment" | "comment"> = {
  delivery: {
    method: "courier",
    address: { postcode: "101000", city: "Москва", street: "Мясницкая", house: "1" },
    price: 30_000,
  },
  payment: { method: "cash" },
  comment: "Позвонить за час\nдомофон не работает",
};

function renderDelivery(order: Pick<Order, "delivery" | "payment" | "comment">, pageLabels = labels) {
  render(
    <I18nProvider i18n={i18n}>
      <OrderDelivery
        order={order}
        labels={pageLabels}
        deliveryMethods={deliveryMethods}
        paymentMethods={paymentMethods}
        formatAddress={(address) => `${address.city}, ${address.street} ${address.house}`}
      />
    </I18nProvider>,
  );
  // Each name with its value, in the order of the list.
  return [...document.querySelectorAll("dt")].map((name) => [
    name.textContent,
    name.nextElementSibling?.textContent,
  ]);
}

afterEach(cleanup);

describe("OrderDelivery", () => {
  it("names the methods in the page's words, writes the address its way, leaves out an unnamed comment", () => {
    expect(renderDelivery(courier)).toEqual([
      ["Delivery", "Courier"],
      ["Address", "Москва, Мясницкая 1"],
      ["Payment", "Cash"],
    ]);
  });

  it("leaves the address out of a pickup", () => {
    const pickup = { ...courier, delivery: { method: "pickup" as const, address: null, price: 0 } };
    expect(renderDelivery(pickup).map(([name]) => name)).toEqual(["Delivery", "Payment"]);
  });

  it("shows the comment, lines kept, when the page names it and the order has one", () => {
    expect(renderDelivery(courier, { ...labels, comment: "Comment" }).at(-1)).toEqual([
      "Comment",
      "Позвонить за час\nдомофон не работает",
    ]);
    cleanup();
    expect(renderDelivery({ ...courier, comment: "" }, { ...labels, comment: "Comment" })).toHaveLength(3);
  });
});
