import { z } from "@hono/zod-openapi";

export const OrderStatusSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("OrderStatus"),
    id: z.number().int(),
    code: z.string().openapi({ example: "new" }),
    title: z.string().openapi({ example: "Новый" }),
    cssColor: z.string().openapi({ example: "#2f9e44" }),
    default: z.boolean(),
    position: z.number().int(),
    salesChannels: z.array(z.string()),
  })
  .openapi("OrderStatus");
