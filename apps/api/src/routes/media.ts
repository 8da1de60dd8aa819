import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { categories, products } from "../db/schema/index";
import { readUploadedImage, UPLOADED_IMAGE_FILE } from "../domain/catalog/product-images";
import { notFound } from "../http/json-ld";
import { createRouteModule, problemResponses } from "../http/openapi";
import { leafSpecOfPath } from "../seed/catalog";
import { IMAGES_PER_PRODUCT, renderProductImage } from "../seed/images";

const FILE = /^(\d{1,12})-(\d{1,2})\.webp$/;

const imageRoute = createRoute({
  method: "get",
  path: "/media/products/{file}",
  tags: ["Media"],
  summary: "A product image (webp): made locally from the product's number, or uploaded by staff",
  request: {
    params: z.object({
      file: z
        .string()
        .max(64)
        .openapi({ param: { name: "file", in: "path" }, example: "100001-1.webp" }),
    }),
  },
  responses: {
    200: {
      description: "The image.",
      content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...problemResponses(404),
  },
});

/**
 * Serves product images from `{mediaDir}/products/`. An image the seed did not render (large
 * catalogs render lazily) is drawn on first request and stored; without `mediaDir` (tests) it is
 * drawn every time.
 * @example
 *   app.route("/", mediaRoutes(db, { mediaDir: ".data/media" }));
 */
export function mediaRoutes(db: Database, { mediaDir }: { mediaDir?: string | undefined } = {}) {
  const app = createRouteModule();
  app.openapi(imageRoute, async (c) => {
    const { file } = c.req.valid("param");
    if (UPLOADED_IMAGE_FILE.test(file)) {
      // Staff's uploads exist only as files; a new one gets a new name, so it never changes either.
      const uploaded = mediaDir ? await readUploadedImage(mediaDir, file) : undefined;
      if (!uploaded) throw notFound("Изображение не найдено.");
      return c.body(new Uint8Array(uploaded).buffer, 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=604800, immutable",
      });
    }
    const match = FILE.exec(file);
    const index = Number(match?.[2] ?? 0);
    if (!match?.[1] || index < 1 || index > IMAGES_PER_PRODUCT) throw notFound("Изображение не найдено.");
    const path = mediaDir ? join(mediaDir, "products", file) : undefined;
    let image: Uint8Array | undefined = path ? await readFile(path).catch(() => undefined) : undefined;
    if (!image) {
      const [row] = await db
        .select({ path: categories.path })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(products.number, match[1]));
      const spec = row && leafSpecOfPath(row.path);
      if (!spec) throw notFound("Изображение не найдено.");
      const rendered = await renderProductImage(match[1], index, spec);
      if (path && mediaDir) {
        await mkdir(join(mediaDir, "products"), { recursive: true });
        await writeFile(path, rendered);
      }
      image = rendered;
    }
    return c.body(new Uint8Array(image).buffer, 200, {
      "Content-Type": "image/webp",
      // The image of a product number never changes.
      "Cache-Control": "public, max-age=604800, immutable",
    });
  });
  return app;
}
