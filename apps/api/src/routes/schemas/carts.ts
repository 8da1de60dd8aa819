import { z } from "@hono/zod-openapi";
import { MAX_LINE_UNITS, quantityFromWire } from "@shop/cart-core";
import { unbuyableLines } from "../../domain/carts/caps";
import type { CartView } from "../../domain/carts/cart-view";
import { PRODUCT_LIMITS } from "../../domain/catalog/catalog-limits";
import type { LineRequest } from "../../domain/pricing";
import { idFromReference, MAX_SERIAL_ID } from "../../domain/references";
import type { Violation } from "../../domain/violation";
import { currentLocale } from "../../http/locale/locale";
import { translate } from "../../http/locale/texts";
import { MeasureSchema } from "./catalog";
import { TotalsSchema } from "./totals";

// The cart's bodies and answer, shared by the cart routes, checkout (a 409 carries the fresh cart)
// and the session; and the reading of a cart body into line requests.

const ProductReference = z
  .union([
    z.string().max(200),
    z.object({
      // Any article the catalog takes (a product's or a variant's number), no shorter.
      number: z.string().max(PRODUCT_LIMITS.number).optional(),
      id: z.number().int().positive().max(MAX_SERIAL_ID).optional(),
      "@id": z.string().max(200).optional(),
    }),
  ])
  .openapi({ description: 'A product IRI, `{ "number": "100245" }` or `{ "id": 12 }`.' });

const MeasureReference = z
  .union([z.string().max(64), z.object({ code: z.string().max(32) })])
  .openapi({ description: 'A measure code, `{ "code": "kg" }` or its IRI.' });

const VariantReference = z
  .object({
    number: z.string().max(PRODUCT_LIMITS.number).optional(),
    id: z.number().int().positive().max(MAX_SERIAL_ID).optional(),
  })
  .openapi({
    description:
      'The variant of a product sold in variants, `{ "number": "100245-100" }` (its article) or `{ "id": 3 }`; required for such a product, refused for any other.',
  });

const cartItemInput = (quantity: z.ZodNumber) =>
  z.object({
    product: ProductReference,
    variant: VariantReference.optional(),
    measure: MeasureReference,
    quantity: quantity.max(MAX_LINE_UNITS),
  });

export const CartInputSchema = z
  .object({
    items: z
      .array(
        cartItemInput(
          z
            .number()
            .positive()
            .openapi({ example: 0.5, description: "In the measure's unit, at most 3 decimals." }),
        ),
      )
      .max(200),
    currency: z.literal("RUB").default("RUB"),
  })
  .openapi("CartInput", { description: "Prices a client sends are ignored: the server prices every line." });

/** The body of both `/add` calls: each line's quantity is set, and 0 removes the line. */
export const CartAddInputSchema = z
  .object({
    items: z
      .array(
        cartItemInput(
          z.number().min(0).openapi({
            example: 0.5,
            description:
              "The line's new quantity in the measure's unit, at most 3 decimals; 0 removes the line.",
          }),
        ),
      )
      .max(200),
    currency: z.literal("RUB").default("RUB"),
  })
  .openapi("CartAddInput", {
    description:
      "Sets the quantity of each product and measure named (0 removes it); lines not named stay. Prices a client sends are ignored.",
  });

const CartLineProductSchema = z.object({
  "@id": z.string(),
  id: z.number().int(),
  number: z.string(),
  slug: z.string(),
  title: z.string(),
  image: z.string().optional(),
});

/** The variant of a line: the form of the product (its article and name). */
export const CartLineVariantSchema = z
  .object({ id: z.number().int(), number: z.string(), title: z.string().openapi({ example: "100 г" }) })
  .openapi("CartLineVariant");

const CartLineSchema = z.object({
  product: CartLineProductSchema,
  variant: CartLineVariantSchema.optional(),
  measure: MeasureSchema,
  quantity: z.number(),
  price: z.number().int(),
  amount: z.number().int(),
  discount: z.number().int(),
});

const UnavailableCartLineSchema = z
  .object({
    product: CartLineProductSchema,
    variant: CartLineVariantSchema.optional(),
    measure: MeasureSchema,
    quantity: z.number(),
    reason: z.string().openapi({
      description: "Why the line cannot be bought now, for the customer, in the request's language.",
      example: "«Чай улун» не продаётся в этой единице измерения.",
    }),
  })
  .openapi("UnavailableCartLine");

export const CartSchema = z
  .object({
    "@id": z.string().nullable(),
    "@type": z.literal("Cart"),
    id: z.number().int().nullable(),
    currency: z.string(),
    priceType: z.string(),
    items: z.array(CartLineSchema),
    unavailableItems: z.array(UnavailableCartLineSchema).openapi({
      description:
        "Stored lines that cannot be bought now (the product's price in that measure was removed, or its step changed), with the reason. They are out of `items` and the totals, stay stored (back in `items` once sold again) until the customer removes them (a 0 quantity through `/add`) or replaces the lines without them; checkout refuses a cart that has any (422 naming `unavailableItems.N`). Always empty for a calculation.",
    }),
    totals: TotalsSchema,
    updatedAt: z.string().nullable(),
  })
  .openapi("Cart");

/**
 * A cart answer with the reasons of its unavailable lines (written in Russian) in the request's
 * language, the way a problem's violations are translated.
 * @example
 *   return c.json(localisedCart(await cartOf(db, id, user?.id)), 200);
 */
export function localisedCart(cart: CartView): CartView {
  const locale = currentLocale();
  return {
    ...cart,
    unavailableItems: cart.unavailableItems.map((line) => ({
      ...line,
      reason: translate(line.reason, locale),
    })),
  };
}

/**
 * Line requests of a cart body, in its order (a 0 quantity of an `/add` body stays, meaning
 * "remove"), or a 422 naming the lines it cannot read.
 * @example
 *   const requests = lineRequestsOf(c.req.valid("json"));
 */
export function lineRequestsOf(input: z.infer<typeof CartAddInputSchema>): LineRequest[] {
  const violations: Violation[] = [];
  const requests = input.items.flatMap((item, index): LineRequest[] => {
    const reference = item.product;
    let product: LineRequest["product"] | undefined;
    if (typeof reference === "string")
      product = { id: idFromReference(reference, "/catalog/products", `items.${index}.product`) };
    else if (reference.number) product = { number: reference.number };
    else if (reference.id) product = { id: reference.id };
    else if (reference["@id"])
      product = { id: idFromReference(reference["@id"], "/catalog/products", `items.${index}.product`) };
    const measureCode =
      typeof item.measure === "string"
        ? (item.measure.split("/").filter(Boolean).pop() ?? "")
        : item.measure.code;
    const quantity = quantityFromWire(item.quantity);
    const variant = item.variant?.number
      ? { number: item.variant.number }
      : item.variant?.id
        ? { id: item.variant.id }
        : undefined;
    if (item.variant && !variant)
      violations.push({
        propertyPath: `items.${index}.variant`,
        message: "Укажите вариант.",
        code: "required",
      });
    if (!product)
      violations.push({
        propertyPath: `items.${index}.product`,
        message: "Укажите товар.",
        code: "required",
      });
    if (quantity === undefined) {
      violations.push({
        propertyPath: `items.${index}.quantity`,
        message: "Не более трёх знаков после запятой.",
        code: "invalid_quantity",
      });
    }
    return product && quantity !== undefined
      ? [{ product, measureCode, ...(variant ? { variant } : {}), quantity }]
      : [];
  });
  if (violations.length) throw unbuyableLines(violations);
  return requests;
}
