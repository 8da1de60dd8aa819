import type { Measure, MeasureCode, MinorUnits, Product, ProductPrice } from "@shop/api-client";

/** A product's price in one measure for the visitor's price type. */
export interface MeasureOffer {
  measure: Measure;
  price: MinorUnits;
  currency: string;
  /** The "was" price of a sale, shown crossed out; only above `price`. */
  compareAtPrice?: MinorUnits;
}

/** What a listing shows: the default measure's price, or "from" the lowest when that one is missing. */
export interface ListingPrice extends MeasureOffer {
  from: boolean;
}

type Priced = Pick<Product, "prices" | "defaultMeasure">;

/**
 * The measures a product is sold in for a price type, each with its price; only prices above 0
 * (SPEC.md section 3), the default measure first, then by price.
 * @example
 *   measureOffers(product, "retail"); // [{ measure: { code: "kg", … }, price: 727800, currency: "RUB" }, …]
 */
export function measureOffers(product: Priced, priceType: string): MeasureOffer[] {
  const byMeasure = new Map<MeasureCode, ProductPrice>();
  for (const entry of product.prices) {
    if (entry.priceType !== priceType || !(entry.price > 0)) continue;
    // Two prices for one measure would be a data error; the lower one is the honest one to show.
    const known = byMeasure.get(entry.measure.code);
    if (!known || entry.price < known.price) byMeasure.set(entry.measure.code, entry);
  }
  return [...byMeasure.values()]
    .sort(
      (a, b) =>
        Number(b.measure.code === product.defaultMeasure) -
          Number(a.measure.code === product.defaultMeasure) || a.price - b.price,
    )
    .map(({ measure, price, currency, compareAtPrice }) => ({
      measure,
      price,
      currency,
      ...(compareAtPrice !== undefined && compareAtPrice > price ? { compareAtPrice } : {}),
    }));
}

/**
 * The price of a product card: per the default measure, else "from" the lowest price of the other
 * measures; undefined when the product has no price above 0 (nothing is shown then).
 * @example
 *   listingPrice(tea, "retail"); // { measure: kg, price: 727800, currency: "RUB", from: false }
 */
export function listingPrice(product: Priced, priceType: string): ListingPrice | undefined {
  // Sorted default measure first, then by price: without the default, the first is the lowest.
  const offers = measureOffers(product, priceType);
  const [first] = offers;
  if (!first) return undefined;
  return { ...first, from: first.measure.code !== product.defaultMeasure && offers.length > 1 };
}
