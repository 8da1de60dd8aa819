import { lineQuantityProblem, MAX_LINE_UNITS, quantityToWire, stepOfMeasure } from "@shop/cart-core";
import { and, eq, or } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { DatabaseExecutor } from "../db/executor";
import {
  customerTradingContracts,
  productPrices,
  products,
  productVariants,
  tradingContracts,
} from "../db/schema/index";
import { shownToPublic } from "./catalog/product-visibility";
import type { CatalogReference, MeasureView } from "./catalog/reference";
import { basisPointsFromPercent, kopecksFromNumeric } from "./money";
import { type PricedLine, priceLines, type Totals } from "./totals";
import type { Violation } from "./violation";

/** A requested line: which product (by id or number), in which measure, how many thousandths. */
export interface LineRequest {
  product: { id: number } | { number: string };
  measureCode: string;
  /** The variant of a product sold in variants (by id or article); left out for any other product. */
  variant?: { id: number } | { number: string } | undefined;
  /** Thousandths of the measure. */
  quantity: number;
}

/** A cart or order line's variant as answered: which form of the product, by its article and name. */
export interface CartLineVariant {
  id: number;
  number: string;
  title: string;
}

/** A cart line's product as answered: enough to show and link it without another request. */
export interface CartLineProduct {
  "@id": string;
  id: number;
  number: string;
  slug: string;
  title: string;
  image?: string;
}

export interface PricedCartLine {
  product: CartLineProduct;
  productId: number;
  variant?: CartLineVariant | undefined;
  measure: MeasureView;
  /** Thousandths of the measure. */
  quantityThousandths: number;
  price: number;
  amount: number;
  discount: number;
}

/** The largest cart total, kopecks (100 million ₽): orders store money as numeric(12,2). */
export const MAX_CART_AMOUNT = 10_000_000_000;

/**
 * A requested line the cart cannot sell (no positive price in its measure, or a quantity its
 * measure's step no longer allows), with the reason for the customer (in Russian, translated on
 * the way out like a violation's message).
 */
export interface UnavailableCartLine {
  /** The line's index among the requests. */
  index: number;
  product: CartLineProduct;
  productId: number;
  variant?: CartLineVariant | undefined;
  measure: MeasureView;
  /** Thousandths of the measure. */
  quantityThousandths: number;
  reason: string;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Requested lines of known products and measures that cannot be sold (empty when `strict`). */
  unavailable: UnavailableCartLine[];
  totals: Totals;
  priceType: string;
  currency: string;
}

/**
 * The discount of a customer's trading contract in basis points (0 without one).
 * @example
 *   await discountOf(db, user?.id); // 500 for a 5 % contract
 */
export async function discountOf(db: DatabaseExecutor, userId: number | undefined): Promise<number> {
  if (userId === undefined) return 0;
  const [row] = await db
    .select({ percent: tradingContracts.discountPercent })
    .from(customerTradingContracts)
    .innerJoin(tradingContracts, eq(tradingContracts.id, customerTradingContracts.tradingContractId))
    .where(eq(customerTradingContracts.userId, userId));
  return row ? basisPointsFromPercent(row.percent) : 0;
}

/** A requested product's row: what a cart line shows of it. */
interface ProductRow {
  id: number;
  number: string;
  slug: string;
  title: string;
  images: { path: string }[];
  /** An unpublished product is not sold, like one without a price. */
  published: boolean;
  /** The measure its variants are counted in. */
  defaultMeasureId: number;
}

/** What the requests name, as the database has it. */
interface RequestedRows {
  products: ProductRow[];
  /** The products' prices in the price type asked, every measure's. */
  prices: (typeof productPrices.$inferSelect)[];
  /** The products' variants: a product with any is sold through them alone. */
  variants: (typeof productVariants.$inferSelect)[];
}

/** A line the cart can sell, before merging: its product, measure, price and thousandths. */
interface SellableLine {
  productId: number;
  variant?: CartLineVariant | undefined;
  measure: MeasureView;
  quantity: number;
  price: number;
}

/**
 * What a request comes to: a line to sell (with its measure's step, in thousandths), or a refusal
 * (the violation, and the line to answer as unavailable when its product and measure are known).
 */
type Resolution =
  | { line: SellableLine; step: number }
  | { violation: Violation; unavailable?: UnavailableCartLine };

/** A product as a cart line shows it: enough to show and link it. */
function cartLineProduct(row: ProductRow): CartLineProduct {
  const image = row.images[0]?.path;
  return {
    "@id": `/api/catalog/products/${row.id}`,
    id: row.id,
    number: row.number,
    slug: row.slug,
    title: row.title,
    ...(image ? { image } : {}),
  };
}

/**
 * The products the requests name (by id or by number) and their prices of one price type: a
 * query for each, none without a request or a product found. `shownOnly`: only products the public
 * sees (product-visibility.ts), so that a request naming another finds nothing, as for one that
 * does not exist.
 */
async function loadRequestedRows(
  db: DatabaseExecutor,
  requests: readonly LineRequest[],
  priceTypeId: number,
  { shownOnly }: { shownOnly: boolean },
): Promise<RequestedRows> {
  const ids = requests.flatMap((request) => ("id" in request.product ? [request.product.id] : []));
  const numbers = requests.flatMap((request) =>
    "number" in request.product ? [request.product.number] : [],
  );
  const productRows =
    ids.length + numbers.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            number: products.number,
            slug: products.slug,
            title: products.title,
            images: products.images,
            published: products.published,
            defaultMeasureId: products.defaultMeasureId,
          })
          .from(products)
          .where(
            and(
              or(
                ids.length ? anyOf(products.id, ids) : undefined,
                numbers.length ? anyOf(products.number, numbers) : undefined,
              ),
              shownOnly ? shownToPublic : undefined,
            ),
          );
  const productIds = productRows.map((row) => row.id);
  const [priceRows, variantRows] = productIds.length
    ? await Promise.all([
        db
          .select()
          .from(productPrices)
          .where(and(anyOf(productPrices.productId, productIds), eq(productPrices.priceTypeId, priceTypeId))),
        db.select().from(productVariants).where(anyOf(productVariants.productId, productIds)),
      ])
    : [[], []];
  return { products: productRows, prices: priceRows, variants: variantRows };
}

/**
 * A request as a line to sell, or why not: its product is unknown, its measure has no positive
 * price, or its quantity is not a positive multiple of the measure's step. `path` names the line
 * in the violation (`items.2`).
 */
function resolveRequest(
  request: LineRequest,
  index: number,
  path: string,
  rows: RequestedRows,
  reference: CatalogReference,
): Resolution {
  const product = rows.products.find((row) =>
    "id" in request.product ? row.id === request.product.id : row.number === request.product.number,
  );
  if (!product) {
    return {
      violation: {
        propertyPath: `${path}.product`,
        message: "Такого товара нет в каталоге.",
        code: "unknown_product",
      },
    };
  }
  const measure = reference.measureByCode.get(request.measureCode);
  // A product sold in variants is priced by the variant named, in its default measure only;
  // its own price (the cheapest variant's, kept for lists) never prices a line.
  const variants = rows.variants.filter((row) => row.productId === product.id);
  const requested = request.variant;
  const variantRow =
    requested &&
    variants.find((row) => ("id" in requested ? row.id === requested.id : row.number === requested.number));
  if (requested && !variantRow) {
    return {
      violation: {
        propertyPath: `${path}.variant`,
        message: `У «${product.title}» нет такого варианта.`,
        code: "unknown_variant",
      },
    };
  }
  if (!requested && variants.length > 0) {
    return {
      violation: {
        propertyPath: `${path}.variant`,
        message: `Выберите вариант «${product.title}».`,
        code: "variant_required",
      },
    };
  }
  const variant = variantRow && { id: variantRow.id, number: variantRow.number, title: variantRow.title };
  const priceRow = variantRow
    ? measure?.id === product.defaultMeasureId
      ? variantRow
      : undefined
    : measure && rows.prices.find((row) => row.productId === product.id && row.measureId === measure.id);
  const price = priceRow ? kopecksFromNumeric(priceRow.price) : 0;
  const refuse = (violation: Violation): Resolution => ({
    violation,
    ...(measure
      ? {
          unavailable: {
            index,
            product: cartLineProduct(product),
            productId: product.id,
            ...(variant ? { variant } : {}),
            measure,
            quantityThousandths: request.quantity,
            reason: violation.message,
          },
        }
      : {}),
  });
  if (measure && !product.published) {
    return refuse({
      propertyPath: `${path}.product`,
      message: `«${product.title}» больше не продаётся.`,
      code: "unpublished",
    });
  }
  if (variantRow && !variantRow.available) {
    return refuse({
      propertyPath: `${path}.variant`,
      message: `«${product.title}, ${variantRow.title}» нет в наличии.`,
      code: "variant_unavailable",
    });
  }
  if (!measure || price <= 0) {
    return refuse({
      propertyPath: `${path}.measure`,
      message: `«${product.title}» не продаётся в этой единице измерения.`,
      code: "no_price",
    });
  }
  // A line's limits are cart-core's, which the storefront's steppers keep to as well.
  const step = stepOfMeasure(measure.step);
  const problem = lineQuantityProblem(request.quantity, step);
  if (problem === "not-positive" || problem === "off-step") {
    return refuse({
      propertyPath: `${path}.quantity`,
      message: `Количество должно быть положительным и кратным ${measure.step} ${measure.title}.`,
      code: "invalid_quantity",
    });
  }
  return {
    line: {
      productId: product.id,
      ...(variant ? { variant } : {}),
      measure,
      price,
      quantity: request.quantity,
    },
    step,
  };
}

/**
 * What makes a cart line one: its product, measure and variant (two variants of a product are two
 * lines). Pricing merges the lines of a key, and a stored cart keeps one line a key.
 * @example
 *   cartLineKey({ productId: 12, measure: { id: 1 }, variant: { id: 3 } }); // "12:1:3"
 */
export const cartLineKey = (line: {
  productId: number;
  measure: { id: number };
  variant?: { id: number } | undefined;
}): string => `${line.productId}:${line.measure.id}:${line.variant?.id ?? ""}`;

/**
 * Adds a line to the lines merged so far, one per product and measure; answers a violation
 * instead, leaving them as they were, when the merged quantity passes the most of a line.
 */
function mergeLine(
  merged: Map<string, SellableLine>,
  line: SellableLine,
  step: number,
  path: string,
): Violation | undefined {
  const key = cartLineKey(line);
  const quantity = (merged.get(key)?.quantity ?? 0) + line.quantity;
  if (lineQuantityProblem(quantity, step) === "too-large") {
    return {
      propertyPath: `${path}.quantity`,
      message: `Не больше ${MAX_LINE_UNITS} ${line.measure.title} в одной позиции.`,
      code: "quantity_too_large",
    };
  }
  merged.set(key, { ...line, quantity });
  return undefined;
}

/** A cart with no lines: what a strict pricing answers beside its violations. */
function emptyCart(priceType: string): PricedCart {
  return {
    lines: [],
    unavailable: [],
    totals: { itemsNumber: 0, amount: 0, discount: 0, totalAmount: 0 },
    priceType,
    currency: "RUB",
  };
}

/** The violation of a cart whose amount passes {@link MAX_CART_AMOUNT}, undefined within it. */
function amountCapViolation(totals: Totals): Violation | undefined {
  return totals.amount > MAX_CART_AMOUNT
    ? { propertyPath: "items", message: "Слишком большая сумма для одного заказа.", code: "amount_too_large" }
    : undefined;
}

/** A priced line as the cart answers it, its product shown by its row (by its id alone without one). */
function pricedCartLine(line: SellableLine & PricedLine, productRows: readonly ProductRow[]): PricedCartLine {
  const product = productRows.find((row) => row.id === line.productId);
  return {
    product: product
      ? cartLineProduct(product)
      : {
          "@id": `/api/catalog/products/${line.productId}`,
          id: line.productId,
          number: "",
          slug: "",
          title: "",
        },
    productId: line.productId,
    ...(line.variant ? { variant: line.variant } : {}),
    measure: line.measure,
    quantityThousandths: line.quantity,
    price: line.price,
    amount: line.amount,
    discount: line.discount,
  };
}

/**
 * Prices requested lines from the database (client prices never count). Lines of the same product
 * and measure are merged. Returns violations instead of lines when a product is unknown, a
 * measure has no positive price, or a quantity is not a multiple of the measure's step;
 * `pathOf(i)` names the line in them (`items.2`). `strict` prices lines a caller asks for now (a
 * request's body): any violation leaves the cart empty, and a product the public does not see
 * (unpublished) is unknown, its refusal the same as for an id that does not exist, naming nothing.
 * Otherwise the lines are a cart's or an order's already (put there while their products were on
 * sale): those that cannot be sold now are answered apart as `unavailable`, named for the cart's
 * owner, who chose them. `db` may be an open transaction (checkout prices
 * under its locks); the reference data is passed in because it is loaded outside of it (on PGlite a
 * query outside an open transaction waits for it to end).
 * @example
 *   const reference = await catalog.reference();
 *   const result = await priceCart(db, [{ product: { number: "100001" }, measureCode: "kg", quantity: 250 }], { reference, userId: 7 });
 */
export async function priceCart(
  db: DatabaseExecutor,
  requests: readonly LineRequest[],
  {
    reference,
    userId,
    pathOf = (index) => `items.${index}`,
    strict = true,
  }: {
    reference: CatalogReference;
    userId?: number | undefined;
    pathOf?: (index: number) => string;
    strict?: boolean;
  },
): Promise<{ cart: PricedCart; violations: Violation[] }> {
  const priceType = reference.defaultPriceType;
  const rows = await loadRequestedRows(db, requests, priceType.id, { shownOnly: strict });
  const violations: Violation[] = [];
  const unavailable: UnavailableCartLine[] = [];
  const merged = new Map<string, SellableLine>();
  requests.forEach((request, index) => {
    const path = pathOf(index);
    const resolution = resolveRequest(request, index, path, rows, reference);
    if ("violation" in resolution) {
      violations.push(resolution.violation);
      if (resolution.unavailable) unavailable.push(resolution.unavailable);
      return;
    }
    const tooLarge = mergeLine(merged, resolution.line, resolution.step, path);
    if (tooLarge) violations.push(tooLarge);
  });
  if (strict && violations.length > 0) return { cart: emptyCart(priceType.code), violations };

  const { lines, totals } = priceLines([...merged.values()], await discountOf(db, userId));
  const overCap = amountCapViolation(totals);
  if (overCap) violations.push(overCap);
  return {
    violations,
    cart: {
      priceType: priceType.code,
      currency: "RUB",
      totals,
      unavailable,
      lines: lines.map((line) => pricedCartLine(line, rows.products)),
    },
  };
}

/**
 * The wire form of a line the cart cannot sell (quantity in measure units, reason in Russian).
 * @example
 *   unavailableLineView(line); // { product, measure, quantity: 0.25, reason: "«Гречка» не продаётся…" }
 */
export function unavailableLineView(line: UnavailableCartLine) {
  return {
    product: line.product,
    ...(line.variant ? { variant: line.variant } : {}),
    measure: line.measure,
    quantity: quantityToWire(line.quantityThousandths),
    reason: line.reason,
  };
}

/**
 * The wire form of a priced line (quantity back in measure units).
 * @example
 *   lineView(line); // { product, measure, quantity: 0.25, price, amount, discount }
 */
export function lineView(line: PricedCartLine) {
  return {
    product: line.product,
    ...(line.variant ? { variant: line.variant } : {}),
    measure: line.measure,
    quantity: quantityToWire(line.quantityThousandths),
    price: line.price,
    amount: line.amount,
    discount: line.discount,
  };
}
