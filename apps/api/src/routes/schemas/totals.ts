import { z } from "@hono/zod-openapi";

export const TotalsSchema = z
  .object({
    itemsNumber: z.number().int(),
    amount: z.number().int().openapi({ description: "Kopecks." }),
    discount: z.number().int(),
    totalAmount: z.number().int(),
  })
  .openapi("Totals");
