import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError } from "../api-error";
import { createApiClient } from "../create-api-client";
import type { ApiEvent } from "../events";
import { readImageMetadata } from "../image-metadata";
import { createImageUrlBuilder } from "../image-url";
import { isNetworkFailure } from "../network-failure";
import { createShopApi } from "../shop/create-shop-api";
import type { Product } from "../shop/types";

const events: ApiEvent[] = [];
let shop: ReturnType<typeof createShopApi>;

beforeAll(async () => {
  const client = createApiClient({
    baseURL: inject("apiBaseURL"),
    getLocale: () => "ru-RU",
    onEvent: (event) => events.push(event),
  });
  shop = createShopApi(client);
});

/** The answer, failing the test on a network failure. */
function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const retailPrice = (product: Product) =>
  product.prices.find(
    (price) => price.measure.code === product.defaultMeasure && price.priceType === "retail",
  )?.price;

describe("catalog categories", () => {
  it("loads the whole tree in one list and reads a category by id and by its slash path", async () => {
    const tree = answered(await shop.categories.list({ itemsPerPage: 500 }));
    expect(tree.member.length).toBe(tree.totalItems);
    const chinese = tree.member.find((category) => category.path === "tea/green/chinese");
    expect(chinese).toMatchObject({ "@type": "Category", depth: 2 });
    if (!chinese) return;
    expect(answered(await shop.categories.getBySlug("tea/green/chinese")).id).toBe(chinese.id);
    expect(answered(await shop.categories.get(chinese.id)).path).toBe("tea/green/chinese");
  });

  it("filters children by parent", async () => {
    const tea = answered(await shop.categories.getBySlug("tea"));
    const children = answered(await shop.categories.list({ filters: { parent: tea.id } }));
    expect(children.member.length).toBeGreaterThan(0);
    for (const child of children.member) expect(child.parent).toBe(tea["@id"]);
  });
});

describe("catalog products", () => {
  it("lists a category page sorted by number, with facets and integer prices", async () => {
    const page = answered(
      await shop.products.list({
        itemsPerPage: 5,
        filters: { category: "tea/green" },
        sort: { number: "asc" },
        facets: true,
      }),
    );
    expect(page.member.length).toBeGreaterThan(0);
    expect(page.member.length).toBeLessThanOrEqual(5);
    expect(page.totalItems).toBeGreaterThanOrEqual(page.member.length);
    expect(page.facets?.length).toBeGreaterThan(0);
    const numbers = page.member.map((product) => product.number);
    expect(numbers).toEqual([...numbers].sort());
    for (const product of page.member) {
      expect(product.categoryPath[0]?.path).toBe("tea");
      expect(product.categoryPath[1]?.path).toBe("tea/green");
      for (const { price } of product.prices) expect(Number.isInteger(price)).toBe(true);
    }
  });

  it("pages with page and itemsPerPage", async () => {
    const first = answered(await shop.products.list({ itemsPerPage: 3, sort: { number: "asc" } }));
    const second = answered(await shop.products.list({ page: 2, itemsPerPage: 3, sort: { number: "asc" } }));
    expect(second.totalItems).toBe(first.totalItems);
    expect(second.member[0]?.number.localeCompare(first.member[2]?.number ?? "")).toBe(1);
  });

  it("filters by price between, lte and gte on the default measure's retail price", async () => {
    const between = answered(
      await shop.products.list({ itemsPerPage: 50, filters: { price: { between: [50_000, 150_000] } } }),
    );
    expect(between.member.length).toBeGreaterThan(0);
    for (const product of between.member) {
      expect(retailPrice(product)).toBeGreaterThanOrEqual(50_000);
      expect(retailPrice(product)).toBeLessThanOrEqual(150_000);
    }
    const cheap = answered(
      await shop.products.list({ itemsPerPage: 50, filters: { price: { lt: 50_000 } } }),
    );
    for (const product of cheap.member) expect(retailPrice(product)).toBeLessThan(50_000);
  });

  it("filters by an attribute (in), by number (equals and in) and by title (contains)", async () => {
    const chinese = answered(
      await shop.products.list({ itemsPerPage: 20, filters: { "attributes.country": ["china"] } }),
    );
    expect(chinese.member.length).toBeGreaterThan(0);
    for (const product of chinese.member) {
      expect(product.attributes).toContainEqual(expect.objectContaining({ code: "country", value: "china" }));
    }
    const [a, b] = chinese.member;
    if (!a || !b) throw new Error("the seed has at least two Chinese products");
    expect(
      answered(await shop.products.list({ filters: { number: a.number } })).member.map((p) => p.id),
    ).toEqual([a.id]);
    const both = answered(await shop.products.list({ filters: { number: [a.number, b.number] } }));
    expect(both.member.map((product) => product.id).sort()).toEqual([a.id, b.id].sort());
    const word = a.title.split(" ")[0] ?? a.title;
    const titled = answered(
      await shop.products.list({ filters: { title: { contains: word.toLowerCase() } } }),
    );
    expect(titled.member.map((product) => product.id)).toContain(a.id);
  });

  it("filters by createdAt with the date modes", async () => {
    const all = answered(await shop.products.list({ itemsPerPage: 1 }));
    const future = answered(
      await shop.products.list({ filters: { createdAt: { after: new Date(Date.now() + 86_400_000) } } }),
    );
    const past = answered(
      await shop.products.list({ filters: { createdAt: { strictly_before: "2000-01-01" } } }),
    );
    const until = answered(
      await shop.products.list({ itemsPerPage: 1, filters: { createdAt: { before: new Date() } } }),
    );
    expect(future.totalItems).toBe(0);
    expect(past.totalItems).toBe(0);
    expect(until.totalItems).toBe(all.totalItems);
  });

  it("reads one product by id, slug and number alike", async () => {
    const [product] = answered(await shop.products.list({ itemsPerPage: 1 })).member;
    if (!product) throw new Error("the seed has products");
    expect(answered(await shop.products.get(product.id)).id).toBe(product.id);
    expect(answered(await shop.products.getBySlug(product.slug)).id).toBe(product.id);
    expect(answered(await shop.products.getByNumber(product.number)).id).toBe(product.id);
  });

  it("searches in Russian", async () => {
    const [product] = answered(await shop.products.list({ itemsPerPage: 1 })).member;
    if (!product) throw new Error("the seed has products");
    const found = answered(await shop.products.list({ search: product.title }));
    expect(found.member.map((candidate) => candidate.id)).toContain(product.id);
  });
});

describe("product cards", () => {
  it("lists the same products as cards with view card: first image, prices, no description", async () => {
    const query = { filters: { category: "tea" }, itemsPerPage: 5 } as const;
    const whole = answered(await shop.products.list(query));
    const cards = answered(await shop.products.list({ ...query, view: "card" }));
    expect(cards.totalItems).toBe(whole.totalItems);
    expect(cards.member.map((card) => card.slug)).toEqual(whole.member.map((product) => product.slug));
    for (const [index, card] of cards.member.entries()) {
      expect(card).not.toHaveProperty("description");
      expect(card).not.toHaveProperty("attributes");
      expect(card.images).toEqual(whole.member[index]?.images.slice(0, 1));
      expect(card.prices).toEqual(whole.member[index]?.prices);
    }
  });
});

describe("product images", () => {
  it("reads a product photo's size from the API's media as the product declares it, and 0 for a missing one", async () => {
    const [product] = answered(await shop.products.list({ itemsPerPage: 1 })).member;
    const image = product?.images[0];
    expect(image).toBeDefined();
    if (!image) return;
    const origin = new URL(inject("apiBaseURL")).origin;
    const images = createImageUrlBuilder({ apiHosts: { production: origin, beta: origin } });
    expect(await readImageMetadata(images.source(image.path))).toEqual({
      width: image.width,
      height: image.height,
      ratio: image.width / image.height,
    });
    expect(await readImageMetadata(images.source("/api/media/products/no-such-photo.webp"))).toEqual({
      width: 0,
      height: 0,
      ratio: 0,
    });
  });
});

describe("errors from the API", () => {
  it("a missing product is a 404 ApiError with a message, raised as an api-error event", async () => {
    events.length = 0;
    const error = await shop.products.get(99_999_999).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404 });
    expect((error as ApiError).message).not.toBe("");
    expect(events).toEqual([expect.objectContaining({ type: "api-error", error })]);
  });

  it("a filter mode the API does not know is a 422 naming the parameter", async () => {
    const client = createApiClient({ baseURL: inject("apiBaseURL") });
    const error = await client
      .get("/catalog/products", { query: "price[around]=5", silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 422 });
    expect((error as ApiError).violations.map((violation) => violation.propertyPath)).toContain(
      "price[around]",
    );
  });
});

describe("suggestions", () => {
  it("offers products and categories for the text typed so far, in either layout", async () => {
    const typed = answered(await shop.products.suggest("молоч"));
    expect(typed["@type"]).toBe("Suggestions");
    expect(typed.products.length).toBeGreaterThan(0);
    expect(typed.products.length).toBeLessThanOrEqual(8);
    expect(typed.categories.length).toBeLessThanOrEqual(4);
    const [first] = typed.products;
    if (!first) throw new Error("nothing suggested");
    const product = answered(await shop.products.getBySlug(first.slug));
    expect(first).toMatchObject({
      number: product.number,
      title: product.title,
      price: retailPrice(product),
    });
    const wrongLayout = answered(await shop.products.suggest("vjkjx"));
    expect(wrongLayout.products.map((item) => item.number)).toEqual(
      typed.products.map((item) => item.number),
    );
  });
});
