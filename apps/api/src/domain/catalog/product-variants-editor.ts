import type { Database } from "../../db/client";
import type { DatabaseTransaction } from "../../db/executor";
import { uniqueViolation } from "../../db/unique-violation";
import { type ChangeAuthor, recordChange } from "../audit-log";
import { DomainError } from "../errors";
import type { CatalogIndexStore } from "./index/catalog-index-store";
import { productRecord } from "./product-editor";
import { type VariantInput, writeVariants } from "./product-variants";
import type { CatalogReference } from "./reference";

// A recorded change of a product's variants (issue 46 point 4), staff's and the YML import's
// (yml-variants.ts), apart from product-variants.ts: its audit entry records the product whole (the
// editor's records), which the editor's module reads, and that module reads the variants' (a
// product's record carries its variants).

/**
 * Sets a product's variants (`writeVariants`) in the caller's transaction with its audit entry
 * (`product` update, by `author`): the records before and after are the product's whole (the
 * editor's), since its price follows its variants. Answers what `writeVariants` does (undefined for
 * an unknown product, with no entry).
 * @example
 *   await writeVariantsRecorded(tx, reference, 12, [{ number: "100012-100", title: "100 г", price: 35000 }], { actorId: 2 });
 */
export async function writeVariantsRecorded(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  productId: number,
  inputs: readonly VariantInput[],
  author: ChangeAuthor,
): Promise<Awaited<ReturnType<typeof writeVariants>>> {
  const before = await productRecord(tx, reference, productId);
  const written = await writeVariants(tx, reference, productId, inputs);
  if (!written || !before) return undefined;
  await recordChange(tx, {
    ...author,
    resource: "product",
    resourceId: productId,
    operation: "update",
    before,
    after: (await productRecord(tx, reference, productId)) ?? null,
  });
  return written;
}

/**
 * Staff's change of a product's variants (`PUT /catalog/admin/products/{id}/variants`): one
 * transaction with its audit entry (`product` update, its records before and after). False for
 * an unknown product.
 * @example
 *   await replaceVariants(db, catalog, 12, [{ number: "100012-100", title: "100 г", price: 35000 }], { actorId: 2 });
 */
export async function replaceVariants(
  db: Database,
  catalog: CatalogIndexStore,
  productId: number,
  inputs: readonly VariantInput[],
  author: ChangeAuthor,
): Promise<boolean> {
  const reference = await catalog.reference();
  try {
    return await db.transaction(
      async (tx) => (await writeVariantsRecorded(tx, reference, productId, inputs, author)) !== undefined,
    );
  } catch (error) {
    // Another request took an article between the check and the write.
    if (uniqueViolation(error)?.includes("number"))
      throw new DomainError("conflict", {
        detail: "Артикул уже есть у другого товара или варианта.",
        violations: [
          {
            propertyPath: "variants",
            message: "Артикул уже есть у другого товара или варианта.",
            code: "not_unique",
          },
        ],
      });
    throw error;
  }
}
