import { z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { ROLES } from "../domain/roles";
import { DEFAULT_ACCESS_ROLE, salesChannelRecords } from "../domain/sales-channels";
import { mergePatchOf } from "../http/openapi";
import { recordRoutes } from "../http/record-routes";

const SalesChannelSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("SalesChannel"),
    id: z.number().int(),
    title: z.string(),
    senderName: z.string(),
    senderEmail: z.string(),
    managerEmail: z.string(),
    publicDomain: z.string(),
    ordersAccessRole: z.enum(ROLES).openapi({
      description:
        "Who may see this channel's orders besides their owner: ROLE_STAFF (default) or ROLE_ADMIN; ROLE_USER means nobody else (customers always see only their own orders). Only administrators set anything but the default on a new channel or change it (403 for other staff).",
    }),
  })
  .openapi("SalesChannel");

const SalesChannelInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    senderName: z.string().trim().min(1).max(200),
    senderEmail: z.email().max(254),
    managerEmail: z.email().max(254),
    publicDomain: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "Доменное имя, например shop.example.ru."),
    ordersAccessRole: z.enum(ROLES).default(DEFAULT_ACCESS_ROLE),
  })
  .openapi("SalesChannelInput");
const SalesChannelPatch = mergePatchOf(SalesChannelInput).openapi("SalesChannelPatch");

/**
 * Sales channels, staff only, at `/sales/admin/sales-channels`.
 * @example
 *   app.route("/", salesChannelRoutes(db));
 */
export function salesChannelRoutes(db: Database) {
  return recordRoutes(db, {
    records: salesChannelRecords,
    path: "/sales/admin/sales-channels",
    schemas: { item: SalesChannelSchema, input: SalesChannelInput, patch: SalesChannelPatch },
    names: { tag: "Sales channels", one: "sales channel", component: "SalesChannel" },
    answers: { collection: "Channels.", item: "The channel." },
    docs: {
      create: { summary: "Create a sales channel (staff)" },
      update: { summary: "Update a sales channel (staff)" },
      delete: { summary: "Delete a sales channel without orders (staff)" },
    },
  });
}
