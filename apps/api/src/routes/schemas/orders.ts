import { z } from "@hono/zod-openapi";
import { MeasureSchema } from "./catalog";
import { OrderStatusSchema } from "./order-statuses";

// The bodies and answer of checkout and orders.

const RecipientSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    phone: z
      .string()
      .max(32)
      .transform((phone) => phone.replace(/[\s()-]/g, "").replace(/^8(\d{10})$/, "+7$1"))
      .pipe(z.string().regex(/^\+7\d{10}$/, "Телефон в формате +7XXXXXXXXXX.")),
  })
  .openapi("Recipient");

const AddressSchema = z.object({
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(200),
  house: z.string().trim().min(1).max(20),
  apartment: z.string().trim().max(20).optional(),
  postcode: z.string().regex(/^\d{6}$/, "Индекс из шести цифр."),
});

export const CheckoutSchema = z
  .object({
    cart: z.union([z.string().max(200), z.number().int()]).openapi({ example: "/api/sales/carts/123" }),
    recipient: RecipientSchema,
    delivery: z
      .object({ method: z.enum(["pickup", "courier", "post"]), address: AddressSchema.optional() })
      .refine((delivery) => delivery.method === "pickup" || delivery.address !== undefined, {
        message: "Для доставки нужен адрес.",
        path: ["address"],
      }),
    payment: z.object({ method: z.enum(["card-online", "card-on-delivery", "cash"]) }),
    comment: z.string().max(2000).optional(),
    expectedTotalAmount: z
      .number()
      .int()
      .min(0)
      .openapi({ description: "The total (with delivery) the customer saw, kopecks." }),
  })
  .openapi("Checkout");

const OrderLineSchema = z.object({
  product: z.object({
    "@id": z.string().nullable(),
    id: z.number().int().nullable(),
    number: z.string(),
    slug: z.string(),
    title: z.string(),
  }),
  variant: z
    .object({ id: z.number().int().nullable(), number: z.string(), title: z.string() })
    .optional()
    .openapi({
      description: "The variant sold, its article and name as at checkout (`id` null once deleted).",
    }),
  measure: MeasureSchema,
  quantity: z.number(),
  price: z.number().int(),
  amount: z.number().int(),
  discount: z.number().int(),
});

export const OrderSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Order"),
    id: z.number().int(),
    number: z.string().openapi({ example: "2026-000123" }),
    status: OrderStatusSchema,
    createdAt: z.string(),
    items: z.array(OrderLineSchema),
    recipient: z.object({ name: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
    delivery: z.object({
      method: z.enum(["pickup", "courier", "post"]),
      address: AddressSchema.nullable(),
      price: z.number().int(),
    }),
    payment: z.object({ method: z.enum(["card-online", "card-on-delivery", "cash"]) }),
    comment: z.string(),
    totals: z.object({
      itemsNumber: z.number().int(),
      amount: z.number().int(),
      discount: z.number().int(),
      deliveryAmount: z.number().int(),
      totalAmount: z.number().int(),
    }),
  })
  .openapi("Order");

export const OrderPatchSchema = z
  .object({
    status: z
      .union([z.string().max(200), z.number().int(), z.object({ code: z.string().max(50) })])
      .optional()
      .openapi({ description: 'Status IRI, id or `{ "code": "paid" }`.' }),
    recipient: RecipientSchema.partial().optional(),
    comment: z.string().max(2000).optional(),
  })
  .openapi("OrderPatch");
