import { describe, expect, it } from "vitest";
import { isOrdersAccessRole, ORDERS_ACCESS_ROLES } from "./access-roles";
import { channelValues, NEW_CHANNEL, toSalesChannelInput } from "./sales-channel-values";

describe("sales channel form values", () => {
  it("sends trimmed texts, lower-case addresses and domain, and the chosen role", () => {
    expect(
      toSalesChannelInput({
        title: " Оптовый отдел ",
        senderName: " Чайная лавка ",
        senderEmail: " Opt@Shop.RU ",
        managerEmail: "Manager@Shop.ru",
        publicDomain: " Opt.Shop.RU ",
        ordersAccessRole: "ROLE_ADMIN",
      }),
    ).toEqual({
      title: "Оптовый отдел",
      senderName: "Чайная лавка",
      senderEmail: "opt@shop.ru",
      managerEmail: "manager@shop.ru",
      publicDomain: "opt.shop.ru",
      ordersAccessRole: "ROLE_ADMIN",
    });
  });

  it("starts a new channel with staff seeing its orders, and reads a stored one", () => {
    expect(NEW_CHANNEL.ordersAccessRole).toBe("ROLE_STAFF");
    const stored = {
      "@id": "/api/sales/admin/sales-channels/1",
      "@type": "SalesChannel" as const,
      id: 1,
      title: "Интернет-магазин",
      senderName: "Чайная лавка",
      senderEmail: "shop@example.com",
      managerEmail: "orders@example.com",
      publicDomain: "shop.example.com",
      ordersAccessRole: "ROLE_USER" as const,
    };
    expect(channelValues(stored)).toEqual({
      title: "Интернет-магазин",
      senderName: "Чайная лавка",
      senderEmail: "shop@example.com",
      managerEmail: "orders@example.com",
      publicDomain: "shop.example.com",
      ordersAccessRole: "ROLE_USER",
    });
  });

  it("knows exactly the API's three roles", () => {
    expect([...ORDERS_ACCESS_ROLES].sort()).toEqual(["ROLE_ADMIN", "ROLE_STAFF", "ROLE_USER"]);
    expect(isOrdersAccessRole("ROLE_STAFF")).toBe(true);
    expect(isOrdersAccessRole("ROLE_ROOT")).toBe(false);
  });
});
