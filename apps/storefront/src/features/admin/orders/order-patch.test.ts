import { describe, expect, it } from "vitest";
import { toOrderPatch } from "./order-patch";

describe("toOrderPatch", () => {
  it("trims the texts and normalises the phone as checkout does", () => {
    expect(
      toOrderPatch({
        recipient: {
          name: " Анна ",
          lastName: "Иванова ",
          email: " anna@example.com",
          phone: "8 (912) 345-67-89",
        },
        comment: "  Позвонить до 18:00 \n",
      }),
    ).toEqual({
      recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
      comment: "Позвонить до 18:00",
    });
  });

  it("sends an emptied comment as empty text, which clears it", () => {
    expect(
      toOrderPatch({
        recipient: { name: "А", lastName: "Б", email: "a@b.ru", phone: "+79123456789" },
        comment: "   ",
      }).comment,
    ).toBe("");
  });
});
