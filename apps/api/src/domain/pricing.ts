import { lineQuantityProblem, MAX_LINE_UNITS, quantityToWire, stepOfMeasure } from "@shop/cart-core";
import { and, eq, or } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { DatabaseExecutor } from "../db/executor";
import { customerTradingContracts, productPrices, products, tradingContracts } from "../db/schema/index";
import type { CatalogReference, MeasureView } from "./catalog/reference";
import { basisPointsFromPercent, kopecksFromNumeric } from "./money";
import { priceLines, type Totals } from "./totals";
import type { Violation } from "./violation";

/** A requested line: which product (by id or number), in which measure, how many thousandths. */
export interface LineRequest {
  product: { id: number } | { number: string };
  measureCode: string;
  /** Thousandths of the measure. */
  quantity: number;
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

function cartLineProduct(row: {
  id: number;
  number: string;
  slug: string;
  title: string;
  images: { path: string }[];
}): CartLineProduct {
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
 * Prices requested lines from the database (client prices never count). Lines of the same product
 * and measure are merged. Returns violations instead of lines when a product is unknown, a
 * measure has no positive price, or a quantity is not a multiple of the measure's step;
 * `pathOf(i)` names the line in them (`items.2`). `db` may be an open transaction (checkout prices
 * under its locks); the reference data is passed in because it is loaded outside of it (on PGlite a
 * query outside an open transaction waits for it to end).
 * @example
 *   const reference = await loadCatalogReference(db);
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
          })
          .from(products)
          .where(
            or(
              ids.length ? anyOf(products.id, ids) : undefined,
              numbers.length ? anyOf(products.number, numbers) : undefined,
            ),
          );
  const priceRows = productRows.length
    ? await db
        .select()
        .from(productPrices)
        .where(
          and(
            anyOf(
              productPrices.productId,
              productRows.map((row) => row.id),
            ),
            eq(productPrices.priceTypeId, priceType.id),
          ),
        )
    : [];

  const violations: Violation[] = [];
  const unavailable: UnavailableCartLine[] = [];
  const merged = new Map<
    string,
    { productId: number; measure: MeasureView; quantity: number; price: number }
  >();
  requests.forEach((request, index) => {
    const product = productRows.find((row) =>
      "id" in request.product ? row.id === request.product.id : row.number === request.product.number,
    );
    if (!product) {
      violations.push({
        propertyPath: `${pathOf(index)}.product`,
        message: "Такого товара нет в каталоге.",
        code: "unknown_product",
      });
      return;
    }
    const measure = reference.measureByCode.get(request.measureCode);
    const priceRow =
      measure && priceRows.find((row) => row.productId === product.id && row.measureId === measure.id);
    const price = priceRow ? kopecksFromNumeric(priceRow.price) : 0;
    const refuse = (violation: Violation) => {
      violations.push(violation);
      if (measure)
        unavailable.push({
          index,
          product: cartLineProduct(product),
          productId: product.id,
          measure,
          quantityThousandths: request.quantity,
          reason: violation.message,
        });
    };
    if (!measure || price <= 0) {
      refuse({
        propertyPath: `${pathOf(index)}.measure`,
        message: `«${product.title}» не продаётся в этой единице измерения.`,
        code: "no_price",
      });
      return;
    }
    // A line's limits are cart-core's, which the storefront's steppers keep to as well.
    const step = stepOfMeasure(measure.step);
    const problem = lineQuantityProblem(request.quantity, step);
    if (problem === "not-positive" || problem === "off-step") {
      refuse({
        propertyPath: `${pathOf(index)}.quantity`,
        message: `Количество должно быть положительным и кратным ${measure.step} ${measure.title}.`,
        code: "invalid_quantity",
      });
      return;
    }
    const key = `${product.id}:${measure.id}`;
    const quantity = (merged.get(key)?.quantity ?? 0) + request.quantity;
    if (lineQuantityProblem(quantity, step) === "too-large") {
      violations.push({
        propertyPath: `${pathOf(index)}.quantity`,
        message: `Не больше ${MAX_LINE_UNITS} ${measure.title} в одной позиции.`,
        code: "quantity_too_large",
      });
      return;
    }
    merged.set(key, { productId: product.id, measure, price, quantity });
  });
  if (strict && violations.length > 0) {
    return {
      cart: {
        lines: [],
        unavailable: [],
        totals: { itemsNumber: 0, amount: 0, discount: 0, totalAmount: 0 },
        priceType: priceType.code,
        currency: "RUB",
      },
      violations,
    };
  }

  const basisPoints = await discountOf(db, userId);
  const { lines, totals } = priceLines([...merged.values()], basisPoints);
  if (totals.amount > MAX_CART_AMOUNT) {
    violations.push({
      propertyPath: "items",
      message: "Слишком большая сумма для одного заказа.",
      code: "amount_too_large",
    });
  }
  return {
    violations,
    cart: {
      priceType: priceType.code,
      currency: "RUB",
      totals,
      unavailable,
      lines: lines.map((line) => {
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
          measure: line.measure,
          quantityThousandths: line.quantity,
          price: line.price,
          amount: line.amount,
          discount: line.discount,
        };
      }),
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
    measure: line.measure,
    quantity: quantityToWire(line.quantityThousandths),
    price: line.price,
    amount: line.amount,
    discount: line.discount,
  };
}
