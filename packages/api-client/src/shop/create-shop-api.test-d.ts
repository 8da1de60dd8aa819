import { describe, expectTypeOf, it } from "vitest";
import type { ApiClient } from "../create-api-client";
import type { Collection } from "../json-ld";
import type { NetworkFailure } from "../network-failure";
import { createShopApi } from "./create-shop-api";
import type {
  Cart,
  CategorySitemapEntries,
  IntlEntry,
  MarketFeedOffer,
  MeasureCode,
  Order,
  Product,
  ProductSitemapEntries,
  Session,
  SignedIn,
  StaffProduct,
} from "./types";

declare const client: ApiClient;
const shop = createShopApi(client);

describe("createShopApi", () => {
  it("keeps the reference lists read-only", () => {
    for (const list of [shop.intl.countries, shop.intl.currencies, shop.intl.timezones]) {
      expectTypeOf(list).toHaveProperty("list");
      expectTypeOf(list).toHaveProperty("get");
      expectTypeOf(list).not.toHaveProperty("create");
      expectTypeOf(list).not.toHaveProperty("update");
      expectTypeOf(list).not.toHaveProperty("delete");
    }
    expectTypeOf(shop.intl.locales.list()).resolves.toEqualTypeOf<Collection<IntlEntry> | NetworkFailure>();
  });

  it("puts staff operations under admin only", () => {
    expectTypeOf(shop.orders).not.toHaveProperty("update");
    expectTypeOf(shop.orders.admin).toHaveProperty("update");
    expectTypeOf(shop.orderStatuses).not.toHaveProperty("create");
    expectTypeOf(shop.orderStatuses.admin).toHaveProperty("move");
    expectTypeOf(shop.carts.admin).toHaveProperty("delete");
    expectTypeOf(shop.carts).not.toHaveProperty("delete");
    expectTypeOf(shop.salesChannels).not.toHaveProperty("list");
    expectTypeOf(shop.salesChannels.admin).toHaveProperty("create");
    expectTypeOf(shop.products).not.toHaveProperty("update");
    expectTypeOf(shop.products.admin).toHaveProperty("update");
    expectTypeOf(shop.products.admin).toHaveProperty("delete");
    expectTypeOf(shop.products.admin).toHaveProperty("create");
    expectTypeOf(shop.products.admin).not.toHaveProperty("getTranslations");
    expectTypeOf(shop.categories.admin).toHaveProperty("create");
    expectTypeOf(shop.categories).not.toHaveProperty("delete");
    expectTypeOf(shop.auditLog).not.toHaveProperty("list");
    expectTypeOf(shop.auditLog.admin).toHaveProperty("list");
    expectTypeOf(shop.auditLog.admin).not.toHaveProperty("update");
    expectTypeOf(shop.auditLog.admin).not.toHaveProperty("delete");
  });

  it("types staff's products as StaffProduct, with their own filters", () => {
    expectTypeOf(shop.products.admin.get(1)).resolves.toEqualTypeOf<StaffProduct | NetworkFailure>();
    expectTypeOf(shop.products.admin.list()).resolves.toEqualTypeOf<
      Collection<StaffProduct> | NetworkFailure
    >();
    expectTypeOf(shop.products.admin.uploadImage(1, new Blob())).resolves.toEqualTypeOf<
      StaffProduct | NetworkFailure
    >();
    void shop.products.admin.list({ search: "улун", filters: { published: false, category: 3 } });
    // @ts-expect-error a category is named by its id here, not by its path
    void shop.products.admin.list({ filters: { category: "tea/green" } });
    // The public catalog knows nothing of publication.
    expectTypeOf(shop.products.get(1)).resolves.not.toHaveProperty("published");
  });

  it("answers the contract's shapes", () => {
    expectTypeOf(shop.auth.login({ username: "a", password: "b" })).resolves.toEqualTypeOf<
      SignedIn | NetworkFailure
    >();
    expectTypeOf(shop.session.get()).resolves.toEqualTypeOf<Session | NetworkFailure>();
    expectTypeOf(shop.products.getByNumber("100245")).resolves.toEqualTypeOf<Product | NetworkFailure>();
    expectTypeOf(shop.carts.calculate({ items: [], currency: "RUB" })).resolves.toEqualTypeOf<
      Cart | NetworkFailure
    >();
    expectTypeOf(shop.orders.getBySlug("2026-000001")).resolves.toEqualTypeOf<Order | NetworkFailure>();
  });

  it("types product filters, attribute filters and sort", () => {
    shop.products.list({
      filters: { category: "tea", "attributes.origin": ["cn"], price: { lte: 1000 } },
      sort: { price: "asc" },
    });
    // @ts-expect-error products sort by number, price, title or createdAt only
    shop.products.list({ sort: { slug: "asc" } });
    const grams = { product: { number: "1" }, measure: { code: "g" }, quantity: 1 } as const;
    // @ts-expect-error measure codes are pcs, kg or pack
    shop.carts.add({ items: [grams], currency: "RUB" });
  });

  it("types the wire as the API's OpenAPI document does", () => {
    expectTypeOf(shop.sitemap.entries("products")).resolves.toEqualTypeOf<
      ProductSitemapEntries | NetworkFailure
    >();
    expectTypeOf(shop.sitemap.entries("categories")).resolves.toEqualTypeOf<
      CategorySitemapEntries | NetworkFailure
    >();
    expectTypeOf<Product["defaultMeasure"]>().toEqualTypeOf<MeasureCode>();
    expectTypeOf<MarketFeedOffer["oldPrice"]>().toEqualTypeOf<number | null>();
    expectTypeOf<Session["cart"]>().toEqualTypeOf<Cart | null>();
  });

  it("requires an idempotency key for checkout", () => {
    const input = {
      cart: "/api/sales/carts/1",
      recipient: { name: "a", lastName: "b", email: "c", phone: "d" },
      delivery: { method: "pickup" as const },
      payment: { method: "cash" as const },
      expectedTotalAmount: 100,
    };
    shop.checkout.placeOrder(input, { idempotencyKey: "k" });
    // @ts-expect-error the key is required: a retried submission must reuse it
    shop.checkout.placeOrder(input, {});
  });
});
