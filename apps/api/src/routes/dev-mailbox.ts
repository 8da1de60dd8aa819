import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema/index";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";

const MailSchema = z
  .object({
    to: z.string().openapi({ example: "customer@example.com" }),
    subject: z.string(),
    text: z.string(),
    createdAt: z.string().openapi({ format: "date-time" }),
  })
  .openapi("DevMail");

const MailboxSchema = z
  .object({ member: z.array(MailSchema), totalItems: z.number().int() })
  .openapi("DevMailbox");

const mailboxRoute = createRoute({
  method: "get",
  path: "/dev/mailbox",
  tags: ["Development"],
  summary: "Mail the shop sent (development only)",
  description:
    "The last 50 messages of the outbox, newest first, so registration and recovery codes can be read without a mail server. Not served when NODE_ENV=production.",
  request: {
    query: z.object({
      to: z
        .string()
        .max(254)
        .optional()
        .openapi({ description: "Only mail to this address (case-insensitive)." }),
    }),
  },
  responses: { 200: jsonResponse(MailboxSchema, "Messages, newest first."), ...problemResponses(422) },
});

/**
 * `GET /dev/mailbox`: mounted only outside production.
 * @example
 *   if (!production) app.route("/", devMailboxRoutes(db));
 */
export function devMailboxRoutes(db: Database) {
  return createRouteModule().openapi(mailboxRoute, async (c) => {
    const { to } = c.req.valid("query");
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(50);
    const member = rows.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }));
    c.header("Cache-Control", "no-store");
    return c.json({ member, totalItems: member.length }, 200);
  });
}
