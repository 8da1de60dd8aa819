import { describe, expect, it } from "vitest";
import { type CheckoutFields, checkoutOrder } from "./checkout-fields";

const fields: CheckoutFields = {
  name: " Ann ",
  lastName: "Lee ",
  email: " ann@example.com",
  phone: "8 (912) 345-67-89",
  delivery: "courier",
  city: " Moscow ",
  street: "Myasnitskaya ",
  house: " 1",
  apartment: "  ",
  postcode: " 101000 ",
  payment: "cash",
  comment: "   ",
};

describe("checkoutOrder", () => {
  it("sends the recipient trimmed, the phone as +7…, the address of a courier delivery and the total", () => {
    expect(checkoutOrder(fields, 450_000)).toEqual({
      recipient: { name: "Ann", lastName: "Lee", email: "ann@example.com", phone: "+79123456789" },
      delivery: {
        method: "courier",
        address: { city: "Moscow", street: "Myasnitskaya", house: "1", postcode: "101000" },
      },
      payment: { method: "cash" },
      expectedTotalAmount: 450_000,
    });
  });

  it("adds the flat and the comment only when they are given", () => {
    const order = checkoutOrder(
      { ...fields, delivery: "post", apartment: " 5 ", comment: " Call first " },
      1,
    );
    expect(order.delivery.address?.apartment).toBe("5");
    expect(order.comment).toBe("Call first");
  });

  it("sends no address for pickup, whatever the hidden fields still hold", () => {
    expect(checkoutOrder({ ...fields, delivery: "pickup" }, 1).delivery).toEqual({ method: "pickup" });
  });
});
