import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError, PRICE_CHANGED_PROBLEM } from "../api-error";
import { createApiClient } from "../create-api-client";
import { isNetworkFailure } from "../network-failure";
import { createIdempotencyKey, createShopApi } from "../shop/create-shop-api";
import type { Product } from "../shop/types";

let customerToken: string | undefined;
let staffToken: string | undefined;
let customer: ReturnType<typeof createShopApi>;
let staff: ReturnType<typeof createShopApi>;
let product: Product;

// A product no other contract file buys or reads (they use the first 21 numbers).
const NUMBER = "100040";

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const shopWith = (getToken: () => string | undefined) =>
  createShopApi(createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => "ru-RU", getToken }));
const retail = (of: Product) =>
  of.prices.find((price) => price.priceType === "retail" && price.measure.code === of.defaultMeasure)
    ?.price ?? 0;

beforeAll(async () => {
  customer = shopWith(() => customerToken);
  staff = shopWith(() => staffToken);
  const password = inject("demoPassword");
  customerToken = answered(await customer.auth.login({ username: "customer@example.com", password })).token;
  staffToken = answered(await staff.auth.login({ username: "staff@example.com", password })).token;
  product = answered(await customer.products.getByNumber(NUMBER));
});
// The API is shared by the other contract files: the product leaves with its seeded price.
afterAll(async () => {
  await staff.products.admin.update(product.id, {
    prices: { retail: { [product.defaultMeasure]: retail(product) } },
  });
});

/** A new cart of the customer with one step of the product in its default measure. */
async function cartOfOneStep() {
  const measure = product.prices.find((price) => price.measure.code === product.defaultMeasure)?.measure;
  const quantity = measure?.step ?? 1;
  const cart = answered(
    await customer.carts.add({
      items: [{ product: { number: NUMBER }, measure: { code: product.defaultMeasure }, quantity }],
      currency: "RUB",
    }),
  );
  return { cart, quantity };
}

describe("prices changed by staff", () => {
  it("show in the catalog at once and turn a checkout at the old total into a 409 price-changed", async () => {
    const { cart, quantity } = await cartOfOneStep();
    const newPrice = retail(product) + 10_000;
    const changed = answered(
      await staff.products.admin.update(product.id, {
        prices: { retail: { [product.defaultMeasure]: newPrice } },
      }),
    );
    expect(retail(changed)).toBe(newPrice);
    expect(retail(answered(await customer.products.getByNumber(NUMBER)))).toBe(newPrice);

    const error = await customer.checkout
      .placeOrder(
        {
          cart,
          recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79990000000" },
          delivery: { method: "pickup" },
          payment: { method: "cash" },
          expectedTotalAmount: cart.totals.totalAmount,
        },
        { idempotencyKey: createIdempotencyKey(), silent: true },
      )
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 409, problemType: PRICE_CHANGED_PROBLEM });
    expect((error as ApiError).data).toMatchObject({
      cart: { totals: { totalAmount: cart.totals.totalAmount + Math.round(quantity * 10_000) } },
    });
  });

  it("a price removed leaves the customer's stored line in unavailableItems with the reason, until sold again", async () => {
    const { cart, quantity } = await cartOfOneStep();
    const cartId = cart.id ?? 0;
    expect(cart.unavailableItems).toEqual([]);
    answered(
      await staff.products.admin.update(product.id, {
        prices: { retail: { [product.defaultMeasure]: null } },
      }),
    );
    const stopped = answered(await customer.carts.get(cartId));
    expect(stopped.items).toEqual([]);
    expect(stopped.totals.totalAmount).toBe(0);
    expect(stopped.unavailableItems).toEqual([
      {
        product: expect.objectContaining({
          "@id": product["@id"],
          id: product.id,
          number: NUMBER,
          slug: product.slug,
          title: product.title,
        }),
        measure: expect.objectContaining({ code: product.defaultMeasure }),
        quantity,
        reason: `«${product.title}» не продаётся в этой единице измерения.`,
      },
    ]);
    expect(answered(await customer.session.get()).cart?.unavailableItems).toEqual(stopped.unavailableItems);
    answered(
      await staff.products.admin.update(product.id, {
        prices: { retail: { [product.defaultMeasure]: retail(product) } },
      }),
    );
    const again = answered(await customer.carts.get(cartId));
    expect(again.unavailableItems).toEqual([]);
    expect(again.items.map((item) => item.product.number)).toEqual([NUMBER]);
  });

  it("are changed by staff only: a customer gets a 403 ApiError", async () => {
    const denied = await customer.products.admin
      .update(product.id, { prices: { retail: { [product.defaultMeasure]: 1 } } }, { silent: true })
      .catch((caught: unknown) => caught);
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).statusCode).toBe(403);
  });
});

// A 1×1 PNG: the smallest image the API's pipeline reads.
const PIXEL_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);

describe("the product editor", () => {
  it("creates an unpublished product, uploads its photo, finds it by its filters and deletes it", async () => {
    const reference = answered(await staff.products.admin.reference());
    const retailType = reference.priceTypes.find((type) => type.isDefault)?.code ?? "retail";
    const created = answered(
      await staff.products.admin.create({
        number: "CONTRACT-1",
        title: "Контрактный улун",
        category: product.category.id,
        defaultMeasure: "pcs",
        prices: { [retailType]: { pcs: 12_300 } },
        published: false,
      }),
    );
    expect(created).toMatchObject({ published: false, images: [] });
    const withPhoto = answered(
      await staff.products.admin.uploadImage(created.id, new Blob([PIXEL_PNG], { type: "image/png" })),
    );
    expect(withPhoto.images).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/\.webp$/), width: 1, height: 1 }),
    ]);
    const hidden = answered(
      await staff.products.admin.list({
        search: "CONTRACT-1",
        filters: { published: false, category: product.category.id },
      }),
    );
    expect(hidden.member.map((item) => item.number)).toEqual(["CONTRACT-1"]);
    const refused = await staff.products.admin
      .uploadImage(created.id, new Blob(["plain text"], { type: "text/plain" }), { silent: true })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ statusCode: 415 });
    answered(await staff.products.admin.delete(created.id));
    const gone = await staff.products.admin
      .get(created.id, { silent: true })
      .catch((caught: unknown) => caught);
    expect(gone).toMatchObject({ statusCode: 404 });
  });
});
