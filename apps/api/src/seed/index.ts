import type { Database } from "../db/client";
import { measures, searchWords, settings } from "../db/schema/index";
import { refreshSearchWords } from "../domain/catalog/search";
import { flattenCategories, generateProduct, seedCatalog } from "./catalog";
import { writeProductImages } from "./images";
import { seedReference } from "./reference";

export interface SeedOptions {
  /** Products to generate on an empty catalog (300 by default; 100 000 for the benchmark). */
  products?: number;
  /**
   * The demo catalog (true): its categories, attributes and products. False: an empty catalog with
   * its measures and price types, for a shop that imports its own (`./shop import`).
   */
  demo?: boolean;
  /** Where product images are written (`{mediaDir}/products/`); without it none are rendered. */
  mediaDir?: string;
  /**
   * Render images at seed time only up to this many products (2 000 by default); beyond it the
   * media route renders each image on first request, so a 100 000-product seed stays quick.
   */
  eagerImagesUpTo?: number;
  /** Called after each batch, e.g. to print a progress line. */
  onProgress?: (stage: "products" | "images", done: number, total: number) => void;
}

export const DEFAULT_PRODUCT_COUNT = 300;

/**
 * Fills an empty database with what a fresh shop needs. Safe to run at every start: the catalog
 * and reference data are written only when the catalog is empty.
 * @example
 *   await seed(db, { products: 300, mediaDir: ".data/media" });
 */
export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await db
    .insert(settings)
    .values({ key: "registrationEnabled", value: true, isPublic: "public" })
    .onConflictDoNothing();

  const [seeded] = await db.select({ id: measures.id }).from(measures).limit(1);
  if (seeded) {
    // Catalogs seeded before the search dictionary existed get it on their next start.
    const [word] = await db.select().from(searchWords).limit(1);
    if (!word) await refreshSearchWords(db);
    return;
  }
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  await seedReference(db);
  await seedCatalog(db, {
    products: options.demo === false ? 0 : total,
    demo: options.demo !== false,
    onProgress: options.onProgress && ((done, all) => options.onProgress?.("products", done, all)),
  });

  const { mediaDir } = options;
  if (mediaDir && options.demo !== false && total <= (options.eagerImagesUpTo ?? 2_000)) {
    const flat = flattenCategories();
    // One product at a time: libvips gives each thread that renders its own allocator arena,
    // which keeps what it held. Eight products in flight left about 100 MB more resident than
    // one at a time, for a second or two less on 300 products.
    for (let index = 0; index < total; index += 1) {
      const product = generateProduct(index, flat);
      await writeProductImages(mediaDir, product.number, product.leaf);
      const done = index + 1;
      if (done % 48 === 0 || done === total) options.onProgress?.("images", done, total);
    }
  }
}
