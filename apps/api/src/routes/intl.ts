import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { countries, currencies, languages, locales, timezones } from "../db/schema/index";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { operationDenied } from "../http/problem";

const LISTS = {
  countries: { table: countries, type: "Country" },
  currencies: { table: currencies, type: "Currency" },
  languages: { table: languages, type: "Language" },
  locales: { table: locales, type: "Locale" },
  timezones: { table: timezones, type: "Timezone" },
} as const;

const EntrySchema = z
  .object({
    "@id": z.string(),
    "@type": z.string(),
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
  })
  .openapi("IntlEntry");

/**
 * The read-only reference lists at `/core/admin/intl/{countries|currencies|languages|locales|timezones}`:
 * list and read only (readable without signing in: they hold nothing private); every other
 * operation answers 403 operation denied (SPEC.md section 6).
 * @example
 *   app.route("/", intlRoutes(db));
 */
export function intlRoutes(db: Database) {
  const app = createRouteModule();
  for (const [name, { table, type }] of Object.entries(LISTS)) {
    const path = `/core/admin/intl/${name}`;
    const view = (row: { id: number; code: string; title: string }) => ({
      "@id": `/api${path}/${row.id}`,
      "@type": type,
      ...row,
    });
    app.openapi(
      createRoute({
        method: "get",
        path,
        tags: ["Reference lists"],
        summary: `${type} list`,
        request: { query: z.object({ ...paginationQuery(500), code: z.string().max(64).optional() }) },
        responses: {
          200: jsonResponse(collectionSchema(EntrySchema, `${type}Collection`), "Entries."),
          ...problemResponses(422),
        },
      }),
      async (c) => {
        const { page, itemsPerPage, code } = c.req.valid("query");
        const where = code ? eq(table.code, code) : undefined;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(table)
            .where(where)
            .orderBy(asc(table.id))
            .limit(itemsPerPage)
            .offset((page - 1) * itemsPerPage),
          db.select({ total: sql<number>`count(*)::int` }).from(table).where(where),
        ]);
        return c.json(collection(path, rows.map(view), total?.total ?? 0), 200);
      },
    );
    app.openapi(
      createRoute({
        method: "get",
        path: `${path}/{id}`,
        tags: ["Reference lists"],
        summary: `One ${type.toLowerCase()}`,
        request: { params: idParam },
        responses: { 200: jsonResponse(EntrySchema, "The entry."), ...problemResponses(404) },
      }),
      async (c) => {
        const [row] = await db
          .select()
          .from(table)
          .where(eq(table.id, c.req.valid("param").id));
        if (!row) throw notFound("Такой записи в справочнике нет.");
        return c.json(view(row), 200);
      },
    );
  }
  app.on(["POST", "PUT", "PATCH", "DELETE"], ["/core/admin/intl/*"], () => {
    throw operationDenied();
  });
  return app;
}
