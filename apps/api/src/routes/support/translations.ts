import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseExecutor } from "../../db/executor";
import type { ItemTranslationsTable } from "../../db/schema/translations";
import { type AuditedResource, recordChange } from "../../domain/audit-log";
import { requireRole } from "../../http/auth/auth";
import type { AppEnv } from "../../http/env";
import { BASE_LOCALE, SUPPORTED_LOCALES, TRANSLATED_LOCALES } from "../../http/locale/locale";
import { jsonResponse, mergePatchBody, problemResponses } from "../../http/openapi";
import { callerOf } from "./caller";
import { idParam, notFound } from "./json-ld";

/** A translatable text field: its longest text, and whether the base text may be empty. */
export interface TranslatableField {
  maxLength: number;
  /** The base (Russian) text may be empty (`null` or `""`); translations are never empty. */
  optional?: boolean;
}

/** What `translationRoutes` needs to know about one kind of item. */
export interface TranslatableResource<Field extends string> {
  /** The collection path (`/catalog/products`); the routes are `{path}/{id}/translations`. */
  path: string;
  /** The OpenAPI tag and the prefix of the component names (`Product` → `ProductTranslations`). */
  tag: string;
  name: string;
  /** What the audit log calls this kind of item. */
  auditResource: AuditedResource;
  fields: Record<Field, TranslatableField>;
  table: ItemTranslationsTable;
  /**
   * Whether reading the texts is for staff only (an item under a `/…/admin/` path); by default
   * anyone may read them, as they read the item.
   */
  staffReads?: boolean;
  /** The 404 sentence for an unknown id. */
  notFoundDetail: string;
  /** The base texts of an item, or undefined when there is no such item. */
  readBase(db: DatabaseExecutor, id: number): Promise<Record<Field, string | null> | undefined>;
  /** Writes changed base texts (`null` or `""` clears an optional field), inside the PATCH's transaction. */
  writeBase(tx: DatabaseExecutor, id: number, changes: Partial<Record<Field, string | null>>): Promise<void>;
  /**
   * Records that the item's texts changed (its `updated_at`, which the sitemap reports), inside the
   * PATCH's transaction; called once per PATCH that names any text, in whatever locale.
   */
  touch(tx: DatabaseExecutor, id: number): Promise<void>;
  /** Called after a successful PATCH (to drop cached answers); the answer waits for it. */
  onChange(): Promise<void> | void;
}

/** `{ translations: { ru: { title: "…" }, "en-US": { title: "…" } } }` */
export interface TranslationsView {
  translations: Record<string, Record<string, string>>;
}

/**
 * Every stored translation of an item, by locale and field.
 * @example
 *   await readTranslations(db, productTranslations, 12); // Map { "en-US" => { title: "Sencha" } }
 */
export async function readTranslations(
  db: DatabaseExecutor,
  table: ItemTranslationsTable,
  id: number,
): Promise<Map<string, Record<string, string>>> {
  const rows = await db.select().from(table).where(eq(table.itemId, id));
  const byLocale = new Map<string, Record<string, string>>();
  for (const row of rows) byLocale.set(row.locale, { ...byLocale.get(row.locale), [row.field]: row.value });
  return byLocale;
}

/**
 * Registers `GET {path}/{id}/translations` (public, optional `?field=`) and
 * `PATCH {path}/{id}/translations` (staff, a merge patch of the same shape) for one kind of item.
 * The base locale (`ru`) reads and writes the item's own texts; other locales are stored aside, and
 * `null` removes one of their texts (the answers then fall back to Russian again).
 * @example
 *   translationRoutes(app, db, { path: "/catalog/products", name: "Product", tag: "Catalog", … });
 */
export function translationRoutes<Field extends string>(
  app: OpenAPIHono<AppEnv>,
  db: Database,
  resource: TranslatableResource<Field>,
) {
  const fieldNames = Object.keys(resource.fields) as Field[];
  const text = (field: TranslatableField) => z.string().trim().max(field.maxLength);
  const localeObject = (forBase: boolean) =>
    z
      .object(
        Object.fromEntries(
          fieldNames.map((name) => {
            const field = resource.fields[name];
            const schema = forBase
              ? field.optional
                ? text(field).nullable()
                : text(field).min(1)
              : text(field).min(1).nullable();
            return [name, schema.optional()];
          }),
        ),
      )
      .strict();
  const ViewSchema = z
    .object({
      translations: z
        .record(z.string(), z.record(z.string(), z.string()))
        .openapi({ example: { ru: { title: "Сенча" }, "en-US": { title: "Sencha" } } }),
    })
    .openapi(`${resource.name}Translations`, {
      description: `Texts per locale and field. \`${BASE_LOCALE}\` holds the item's own texts; a field missing in another locale is answered in \`${BASE_LOCALE}\`.`,
    });
  const PatchSchema = z
    .object({
      translations: z
        .object({
          [BASE_LOCALE]: localeObject(true).optional(),
          ...Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, localeObject(false).optional()])),
        })
        .strict(),
    })
    .strict()
    .openapi(`${resource.name}TranslationsPatch`, {
      description: `Changed texts per locale and field (${fieldNames.join(", ")}); \`null\` removes a translation. Unknown locales and fields are 422.`,
    });

  const itemPath = `${resource.path}/{id}/translations`;
  const getRoute = createRoute({
    method: "get",
    path: itemPath,
    tags: [resource.tag],
    summary: `Texts of one ${resource.name.toLowerCase()} in every locale${resource.staffReads ? " (staff)" : ""}`,
    ...(resource.staffReads ? { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] }] } : {}),
    request: {
      params: idParam,
      query: z.object({
        field: z
          .enum(fieldNames as [Field, ...Field[]])
          .optional()
          .openapi({ description: "Only this field." }),
      }),
    },
    responses: {
      200: jsonResponse(ViewSchema, "The texts."),
      ...(resource.staffReads ? problemResponses(401, 403, 404, 422) : problemResponses(404, 422)),
    },
  });
  const patchRoute = createRoute({
    method: "patch",
    path: itemPath,
    tags: [resource.tag],
    summary: `Change texts of one ${resource.name.toLowerCase()} (staff)`,
    middleware: requireRole("ROLE_STAFF"),
    security: [{ bearerAuth: [] }],
    request: { params: idParam, body: mergePatchBody(PatchSchema) },
    responses: {
      200: jsonResponse(ViewSchema, "All texts after the change."),
      ...problemResponses(401, 403, 404, 422),
    },
  });

  const view = async (
    id: number,
    only?: Field,
    executor: DatabaseExecutor = db,
  ): Promise<TranslationsView> => {
    const [base, stored] = await Promise.all([
      resource.readBase(executor, id),
      readTranslations(executor, resource.table, id),
    ]);
    if (!base) throw notFound(resource.notFoundDetail);
    const wanted = only ? [only] : fieldNames;
    const translations: Record<string, Record<string, string>> = {};
    for (const locale of SUPPORTED_LOCALES) {
      const texts: Record<string, string> = {};
      for (const field of wanted) {
        const value = locale === BASE_LOCALE ? base[field] : stored.get(locale)?.[field];
        if (value) texts[field] = value;
      }
      translations[locale] = texts;
    }
    return { translations };
  };

  app.openapi(getRoute, async (c) =>
    c.json(await view(c.req.valid("param").id, c.req.valid("query").field), 200),
  );

  app.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid("param");
    const patch = c.req.valid("json").translations as Record<string, Partial<Record<Field, string | null>>>;
    const user = callerOf(c);
    if (!(await resource.readBase(db, id))) throw notFound(resource.notFoundDetail);
    const after = await db.transaction(async (tx) => {
      const before = await view(id, undefined, tx);
      const base = patch[BASE_LOCALE] ?? {};
      if (Object.values(patch).some((texts) => Object.keys(texts ?? {}).length > 0)) {
        await resource.touch(tx, id);
      }
      if (Object.keys(base).length > 0) await resource.writeBase(tx, id, base);
      for (const locale of TRANSLATED_LOCALES) {
        for (const [field, value] of Object.entries(patch[locale] ?? {}) as [Field, string | null][]) {
          const key = and(
            eq(resource.table.itemId, id),
            eq(resource.table.locale, locale),
            eq(resource.table.field, field),
          );
          if (value === null) await tx.delete(resource.table).where(key);
          else
            await tx
              .insert(resource.table)
              .values({ itemId: id, locale, field, value })
              .onConflictDoUpdate({
                target: [resource.table.itemId, resource.table.locale, resource.table.field],
                set: { value },
              });
        }
      }
      const changed = await view(id, undefined, tx);
      await recordChange(tx, {
        actorId: user.id,
        resource: resource.auditResource,
        resourceId: id,
        operation: "translate",
        before,
        after: changed,
      });
      return changed;
    });
    await resource.onChange();
    return c.json(after, 200);
  });
}
