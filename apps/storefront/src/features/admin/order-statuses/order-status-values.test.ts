import { loadCatalog } from "@shop/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { statusCodeRule, statusValues, toOrderStatusInput } from "./order-status-values";

beforeAll(() => loadCatalog(i18n, "admin"));

describe("order status form values", () => {
  it("sends trimmed texts, a lowercase colour and the channels' IRIs", () => {
    expect(
      toOrderStatusInput({
        code: " packed ",
        title: " Упакован ",
        cssColor: "#AA3355",
        default: false,
        salesChannels: ["/api/sales/admin/sales-channels/1"],
      }),
    ).toEqual({
      code: "packed",
      title: "Упакован",
      cssColor: "#aa3355",
      salesChannels: ["/api/sales/admin/sales-channels/1"],
    });
  });

  it("sends the default flag only to set it, never to unset it", () => {
    const values = { code: "paid", title: "Оплачен", cssColor: "#2f9e44", salesChannels: [] };
    expect(toOrderStatusInput({ ...values, default: true })).toHaveProperty("default", true);
    expect(toOrderStatusInput({ ...values, default: false })).not.toHaveProperty("default");
  });

  it("reads a stored status into the form", () => {
    expect(
      statusValues({
        "@id": "/api/sales/order-statuses/1",
        "@type": "OrderStatus",
        id: 1,
        code: "new",
        title: "Новый",
        cssColor: "#1C7ED6",
        default: true,
        position: 1,
        salesChannels: ["/api/sales/admin/sales-channels/1"],
      }),
    ).toEqual({
      code: "new",
      title: "Новый",
      cssColor: "#1c7ed6",
      default: true,
      salesChannels: ["/api/sales/admin/sales-channels/1"],
    });
  });

  it("checks the code as the API will", () => {
    expect(statusCodeRule("ready-to-ship")).toBe(true);
    expect(statusCodeRule("Упакован")).toBe("Латинские строчные буквы, цифры и дефис, первая — буква");
    expect(statusCodeRule("1st")).not.toBe(true);
  });
});
