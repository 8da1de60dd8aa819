import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { productPrices, products } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { findProduct } from "../domain/catalog/products";
import { type CatalogReference, loadCatalogReference } from "../domain/catalog/reference";
import { kopecksFromNumeric, numericFromKopecks } from "../domain/money";
import { MAX_CART_AMOUNT } from "../domain/pricing";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam, notFound } from "../http/json-ld";
import { createRouteModule, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied, type Violation } from "../http/problem";
import { ProductSchema } from "./schemas/catalog";

const PriceSchema = z
  .number()
  .int()
  .positive()
  // A price above the largest cart total could never be ordered.
  .max(MAX_CART_AMOUNT)
  .nullable()
  .openapi({ description: "Kopecks; `null` stops selling the product in this measure at this price type." });

const ProductAdminPatchSchema = z
  .object({
    prices: z.record(z.string().max(32), z.record(z.string().max(32), PriceSchema)).openapi({
      description:
        "Price type code → measure code → price. Only the named prices change; the rest stay as they are.",
      example: { retail: { kg: 159000, pack: 18900 }, wholesale: { pack: null } },
    }),
  })
  .partial()
  .strict()
  .openapi("ProductAdminPatch", {
    description:
      "What staff may change about a product (a JSON merge patch). Carts are priced when read, so the next cart answer shows a new price; a checkout that expected the old total answers 409 `price-changed`.",
  });

const updateRoute = createRoute({
  method: "patch",
  path: "/catalog/admin/products/{id}",
  tags: ["Catalog (staff)"],
  summary: "Change a product's prices (staff)",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] }],
  request: { params: idParam, body: mergePatchBody(ProductAdminPatchSchema) },
  responses: {
    200: jsonResponse(ProductSchema, "The product after the change, as the public catalog answers it."),
    ...problemResponses(401, 403, 404, 422),
  },
});

/** A product's prices as the PATCH names them: price type code → measure code → kopecks. */
async function pricesOf(
  db: DatabaseExecutor,
  reference: CatalogReference,
  productId: number,
): Promise<Record<string, Record<string, number>>> {
  const rows = await db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(asc(productPrices.priceTypeId), asc(productPrices.measureId));
  const prices: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const type = reference.priceTypeById.get(row.priceTypeId)?.code ?? String(row.priceTypeId);
    const measure = reference.measureById.get(row.measureId)?.code ?? String(row.measureId);
    prices[type] = { ...prices[type], [measure]: kopecksFromNumeric(row.price) };
  }
  return prices;
}

export interface CatalogAdminOptions {
  /** Called after a change is committed (drops cached catalog answers). */
  onChange(): void;
}

/**
 * Staff changes to products under `/catalog/admin/products`: `PATCH /{id}` sets or removes prices
 * per price type and measure, keeps the list price (the default measure's retail price, which list
 * sorting and price filters read) in step, and drops the cached catalog answers.
 * @example
 *   app.route("/", catalogAdminRoutes(db, { onChange: () => cache.invalidate() }));
 */
export function catalogAdminRoutes(db: Database, { onChange }: CatalogAdminOptions) {
  const app = createRouteModule();

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const patch = c.req.valid("json");
    const reference = await loadCatalogReference(db);
    const priceTypeByCode = new Map([...reference.priceTypeById.values()].map((type) => [type.code, type]));
    const changes: { priceTypeId: number; measureId: number; price: number | null }[] = [];
    const violations: Violation[] = [];
    for (const [typeCode, byMeasure] of Object.entries(patch.prices ?? {})) {
      const priceType = priceTypeByCode.get(typeCode);
      if (!priceType) {
        violations.push({
          propertyPath: `prices.${typeCode}`,
          message: "Нет такого типа цен.",
          code: "unknown",
        });
        continue;
      }
      for (const [measureCode, price] of Object.entries(byMeasure)) {
        const measure = reference.measureByCode.get(measureCode);
        if (!measure) {
          violations.push({
            propertyPath: `prices.${typeCode}.${measureCode}`,
            message: "Нет такой единицы измерения.",
            code: "unknown",
          });
          continue;
        }
        changes.push({ priceTypeId: priceType.id, measureId: measure.id, price });
      }
    }
    if (violations.length) throw new HttpProblem(422, { detail: "Запрос некорректен.", violations });

    const found = await db.transaction(async (tx) => {
      // The product row lock makes concurrent changes of one product take turns, so the list price
      // below is computed from the prices as the last of them left them.
      const locked = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, id))
        .for("update");
      if (locked.length === 0) return false;
      const before = await pricesOf(tx, reference, id);
      for (const change of changes) {
        const key = and(
          eq(productPrices.productId, id),
          eq(productPrices.priceTypeId, change.priceTypeId),
          eq(productPrices.measureId, change.measureId),
        );
        if (change.price === null) await tx.delete(productPrices).where(key);
        else
          await tx
            .insert(productPrices)
            .values({
              productId: id,
              priceTypeId: change.priceTypeId,
              measureId: change.measureId,
              price: numericFromKopecks(change.price),
            })
            .onConflictDoUpdate({
              target: [productPrices.productId, productPrices.measureId, productPrices.priceTypeId],
              set: { price: numericFromKopecks(change.price) },
            });
      }
      await tx
        .update(products)
        .set({
          listPrice: sql`(select ${productPrices.price} from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.measureId} = ${products.defaultMeasureId} and ${productPrices.priceTypeId} = ${reference.defaultPriceType.id})`,
          // The product page shows the prices: its sitemap entry is newer now.
          ...(changes.length ? { updatedAt: sql`now()` } : {}),
        })
        .where(eq(products.id, id));
      await recordChange(tx, {
        actorId: user.id,
        resource: "product",
        resourceId: id,
        operation: "update",
        before: { prices: before },
        after: { prices: await pricesOf(tx, reference, id) },
      });
      return true;
    });
    if (!found) throw notFound("Товар не найден.");
    if (changes.length) onChange();
    const product = await findProduct(db, { id }, c.get("locale"));
    if (!product) throw notFound("Товар не найден.");
    return c.json(product, 200);
  });

  // Products are created and removed by the seed (and a future catalog import), not one by one.
  app.on(["GET", "POST", "PUT", "DELETE"], ["/catalog/admin/products", "/catalog/admin/products/*"], () => {
    throw operationDenied();
  });
  return app;
}
