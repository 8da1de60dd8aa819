import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import {
  changeTranslations,
  type TranslatableField,
  type TranslatableItems,
  type TranslationsPatch,
  translationsOf,
} from "../domain/translations";
import { requireRole } from "./auth/auth";
import { callerOf } from "./auth/caller";
import type { AppEnv } from "./env";
import { idParam } from "./json-ld";
import { BASE_LOCALE, TRANSLATED_LOCALES } from "./locale/locale";
import { jsonResponse, mergePatchBody, problemResponses } from "./openapi";

/** What `translationRoutes` needs to know about one kind of item: where, and how it keeps its texts. */
export interface TranslatableResource<Field extends string> extends TranslatableItems<Field> {
  /** The collection path (`/catalog/products`); the routes are `{path}/{id}/translations`. */
  path: string;
  /** The OpenAPI tag and the prefix of the component names (`Product` → `ProductTranslations`). */
  tag: string;
  name: string;
  /**
   * Whether reading the texts is for staff only (an item under a `/…/admin/` path); by default
   * anyone may read them who may read the item (`readBase` answers which: an unpublished product's
   * are staff's, and 404 to anyone else).
   */
  staffReads?: boolean;
  /** Called after a successful PATCH (to drop cached answers); the answer waits for it. */
  onChange(): Promise<void> | void;
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

  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await translationsOf(db, resource, id, c.get("user"), c.req.valid("query").field), 200);
  });

  app.openapi(patchRoute, async (c) => {
    const patch = c.req.valid("json").translations as TranslationsPatch<Field>;
    const after = await changeTranslations(db, resource, c.req.valid("param").id, patch, callerOf(c));
    await resource.onChange();
    return c.json(after, 200);
  });
}
