import { loadCatalog } from "@shop/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { deliveryMethodLabels, formatAddress, paymentMethodLabels } from "./order-labels";

// The account's messages come with the customer pages' catalog, which the page would have loaded.
beforeAll(() => loadCatalog(i18n, "customer"));

describe("order labels", () => {
  it("write an address the Russian way, with the flat when there is one", () => {
    const address = { postcode: "101000", city: "Москва", street: "Мясницкая", house: "1" };
    expect(formatAddress({ ...address, apartment: "5" })).toBe("101000, Москва, Мясницкая, д. 1, кв. 5");
    expect(formatAddress(address)).toBe("101000, Москва, Мясницкая, д. 1");
  });

  it("name every delivery and payment method of checkout in Russian", () => {
    expect(i18n._(deliveryMethodLabels.pickup)).toBe("Самовывоз");
    expect(i18n._(deliveryMethodLabels.post)).toBe("Почта России");
    expect(i18n._(paymentMethodLabels["card-on-delivery"])).toBe("Картой при получении");
  });
});
