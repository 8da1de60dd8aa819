import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { AuditedRecords } from "../domain/audited-records";
import { requireRole } from "./auth/auth";
import { callerOf } from "./auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "./json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "./openapi";
import { operationDenied } from "./problem";

/** How one operation reads in the OpenAPI document. */
export interface OperationDocs {
  summary: string;
  description?: string;
}

/** What `recordRoutes` needs to know about one kind of record: where, its schemas, its words. */
export interface RecordResource<Input, View> {
  records: AuditedRecords<View, Input>;
  /** Where staff keep the records (`/sales/admin/sales-channels`); one is at `{path}/{id}`. */
  path: string;
  /**
   * Where anyone may read them too (`/sales/trading-contracts`): writes there are refused (403),
   * and the collections' `@id` is this path.
   */
  publicPath?: string;
  /**
   * The answer's schema (an OpenAPI component), what staff send to create one, and to change one
   * (its merge patch, `mergePatchOf(input)`).
   */
  schemas: { item: z.ZodType<View>; input: z.ZodType<Input>; patch: z.ZodType<Partial<Input>> };
  /**
   * The names the document uses: the OpenAPI tag, which the lists' summaries repeat (`Sales channels
   * (staff)`); one record as the reads' summaries say it (`One sales channel (staff)`); the item's
   * component, which names the collection's (`SalesChannelCollection`).
   */
  names: { tag: string; one: string; component: string };
  /** How the answers read in the document: `{ collection: "Channels.", item: "The channel." }`. */
  answers: { collection: string; item: string };
  /** How the writes read in the document: their summaries say each one's rules. */
  docs: Record<"create" | "update" | "delete", OperationDocs>;
}

/**
 * The route module of one kind of record: the staff's list (paginated), read, create (201),
 * merge-patch update and delete (204) under `path`, each for ROLE_STAFF, and, with `publicPath`,
 * the list and read anyone may make. A PUT is refused (403): a change is a PATCH.
 * @example
 *   return recordRoutes(db, { records: salesChannelRecords, path: "/sales/admin/sales-channels", … });
 */
export function recordRoutes<Input, View>(db: Database, resource: RecordResource<Input, View>) {
  const app = createRouteModule();
  const { records, path, publicPath, names, answers, docs } = resource;
  const { item: schema, input, patch } = resource.schemas;
  const tags = [names.tag];
  const staffOnly = requireRole("ROLE_STAFF");
  const itemPath = `${path}/{id}`;
  const Collection = collectionSchema(schema, `${names.component}Collection`);
  const listQuery = z.object(paginationQuery(100));
  // The reads: anyone's at `publicPath` when there is one, then the staff's at `path`.
  const reads = [
    ...(publicPath ? [{ audience: "public", at: publicPath, middleware: [], problems: {} }] : []),
    { audience: "staff", at: path, middleware: [staffOnly], problems: problemResponses(401, 403) },
  ];

  for (const { audience, at, middleware, problems } of reads) {
    const route = createRoute({
      method: "get",
      path: at,
      tags,
      summary: `${names.tag} (${audience})`,
      middleware,
      request: { query: listQuery },
      responses: { 200: jsonResponse(Collection, answers.collection), ...problemResponses(422), ...problems },
    });
    app.openapi(route, async (c) => {
      const { page, itemsPerPage } = c.req.valid("query");
      const all = await records.list(db);
      const member = all.slice((page - 1) * itemsPerPage, page * itemsPerPage);
      return c.json(collection(publicPath ?? path, member, all.length), 200);
    });
  }
  for (const { audience, at, middleware, problems } of reads) {
    const route = createRoute({
      method: "get",
      path: `${at}/{id}`,
      tags,
      summary: `One ${names.one} (${audience})`,
      middleware,
      request: { params: idParam },
      responses: { 200: jsonResponse(schema, answers.item), ...problemResponses(404), ...problems },
    });
    app.openapi(route, async (c) => c.json(await records.get(db, c.req.valid("param").id), 200));
  }
  app.openapi(
    createRoute({
      method: "post",
      path,
      tags,
      ...docs.create,
      middleware: staffOnly,
      request: { body: jsonBody(input) },
      responses: { 201: jsonResponse(schema, answers.item), ...problemResponses(401, 403, 422) },
    }),
    async (c) => c.json(await records.create(db, c.req.valid("json"), callerOf(c)), 201),
  );
  app.openapi(
    createRoute({
      method: "patch",
      path: itemPath,
      tags,
      ...docs.update,
      middleware: staffOnly,
      request: { params: idParam, body: mergePatchBody(patch) },
      responses: { 200: jsonResponse(schema, answers.item), ...problemResponses(401, 403, 404, 422) },
    }),
    async (c) =>
      c.json(await records.change(db, c.req.valid("param").id, c.req.valid("json"), callerOf(c)), 200),
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: itemPath,
      tags,
      ...docs.delete,
      middleware: staffOnly,
      request: { params: idParam },
      responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404, 409) },
    }),
    async (c) => {
      await records.delete(db, c.req.valid("param").id, callerOf(c).id);
      return c.body(null, 204);
    },
  );

  const refuse = () => {
    throw operationDenied();
  };
  if (publicPath) app.on(["POST", "PUT", "PATCH", "DELETE"], [publicPath, `${publicPath}/*`], refuse);
  app.on(["PUT"], `${path}/*`, refuse);
  return app;
}
