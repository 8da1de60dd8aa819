import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import {
  AUDIT_OPERATIONS,
  AUDITED_RESOURCES,
  type AuditEntry,
  readAuditEntry,
  readAuditLog,
} from "../domain/audit-log";
import { idFromReference } from "../domain/references";
import { requireRole } from "../http/auth/auth";
import { collection, collectionSchema, idParam, iri, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { operationDenied } from "../http/problem";

const PATH = "/core/admin/audit-log";

const AuditEntrySchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/core/admin/audit-log/41" }),
    "@type": z.literal("AuditEntry"),
    id: z.number().int(),
    at: z.string().openapi({ format: "date-time", description: "When the change was made." }),
    actor: z
      .object({
        "@id": z.string().openapi({ example: "/api/user/admin/users/2" }),
        id: z.number().int(),
        email: z.string().nullable(),
        name: z.string().nullable(),
        lastName: z.string().nullable(),
      })
      .openapi({
        description: "The account that made the change, as it is now (email and names null once it is gone).",
      }),
    resource: z.enum(AUDITED_RESOURCES),
    resourceId: z.string().openapi({ example: "12" }),
    operation: z.enum(AUDIT_OPERATIONS),
    before: z.unknown().openapi({
      description: "The record before the change, as the admin API shows it; null for a creation.",
    }),
    after: z.unknown().openapi({ description: "The record after the change; null for a deletion." }),
    import: z.string().nullable().openapi({
      description:
        "The YML import whose batch made the change (each product an import creates or changes has its own entry), else null.",
      example: "/api/catalog/admin/imports/7",
    }),
  })
  .openapi("AuditEntry");

const view = (entry: AuditEntry): z.infer<typeof AuditEntrySchema> => ({
  "@id": iri(PATH, entry.id),
  "@type": "AuditEntry",
  id: entry.id,
  at: entry.at.toISOString(),
  actor: {
    "@id": iri("/user/admin/users", entry.actorId),
    id: entry.actorId,
    email: entry.actor?.email ?? null,
    name: entry.actor?.name ?? null,
    lastName: entry.actor?.lastName ?? null,
  },
  resource: entry.resource as (typeof AUDITED_RESOURCES)[number],
  resourceId: entry.resourceId,
  operation: entry.operation as (typeof AUDIT_OPERATIONS)[number],
  before: entry.before ?? null,
  after: entry.after ?? null,
  import: entry.importId === null ? null : iri("/catalog/admin/imports", entry.importId),
});

const adminOnly = requireRole("ROLE_ADMIN");
const tags = ["Audit log (admins)"];
const security = [{ bearerAuth: [] }];

const listRoute = createRoute({
  method: "get",
  path: PATH,
  tags,
  summary: "Changes made through the admin API, newest first unless `sort[at]=asc` (admins)",
  description:
    "Every change of the admin write routes (catalog prices and texts, accounts' roles and contracts, order statuses, sales channels, trading contracts, orders, carts) and of YML imports (an entry per product, naming its import), recorded in the transaction of the change. Filters: `resource`, `resourceId`, `actor` (account id or IRI), `actor.email[contains]` (a part of the actor's email), `import` (an import's id or IRI).",
  middleware: adminOnly,
  security,
  request: {
    query: z.object({
      ...paginationQuery(100),
      resource: z.enum(AUDITED_RESOURCES).optional(),
      resourceId: z.string().trim().min(1).max(100).optional(),
      actor: z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "The actor's id or IRI.", example: "/api/user/admin/users/2" }),
      "actor.email[contains]": z
        .string()
        .max(254)
        .optional()
        .openapi({ description: "A part of the actor's email, case-insensitive." }),
      import: z.string().max(200).optional().openapi({
        description: "Only the changes of this YML import: its id or IRI.",
        example: "/api/catalog/admin/imports/7",
      }),
      "sort[at]": z.enum(["asc", "desc"]).optional().openapi({ description: "Newest first by default." }),
    }),
  },
  responses: {
    200: jsonResponse(collectionSchema(AuditEntrySchema, "AuditEntryCollection"), "Entries."),
    ...problemResponses(401, 403, 422),
  },
});

const itemRoute = createRoute({
  method: "get",
  path: `${PATH}/{id}`,
  tags,
  summary: "One entry of the audit log (admins)",
  middleware: adminOnly,
  security,
  request: { params: idParam },
  responses: { 200: jsonResponse(AuditEntrySchema, "The entry."), ...problemResponses(401, 403, 404) },
});

/**
 * The audit log for administrators, read only: `GET /core/admin/audit-log` (pages, filters) and
 * `GET /core/admin/audit-log/{id}`. Nothing changes or removes an entry.
 * @example
 *   app.route("/", auditLogRoutes(db));
 */
export function auditLogRoutes(db: Database) {
  const app = createRouteModule();

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const { entries, total } = await readAuditLog(db, {
      page: query.page,
      itemsPerPage: query.itemsPerPage,
      order: query["sort[at]"],
      resource: query.resource,
      resourceId: query.resourceId,
      actorId:
        query.actor === undefined ? undefined : idFromReference(query.actor, "/user/admin/users", "actor"),
      actorEmail: query["actor.email[contains]"],
      importId:
        query.import === undefined
          ? undefined
          : idFromReference(query.import, "/catalog/admin/imports", "import"),
    });
    return c.json(collection(PATH, entries.map(view), total), 200);
  });

  app.openapi(itemRoute, async (c) => {
    const entry = await readAuditEntry(db, c.req.valid("param").id);
    if (!entry) throw notFound("Запись журнала не найдена.");
    return c.json(view(entry), 200);
  });

  app.on(["POST", "PUT", "PATCH", "DELETE"], [PATH, `${PATH}/*`], adminOnly, () => {
    throw operationDenied();
  });
  return app;
}
