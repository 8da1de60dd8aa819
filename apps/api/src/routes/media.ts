import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import { categories, products } from "../db/schema/index";
import { readUploadedImage, UPLOADED_IMAGE_FILE } from "../domain/catalog/product-images";
import { productsVisibleTo } from "../domain/catalog/product-visibility";
import type { AppEnv } from "../http/env";
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
  description:
    "An unpublished product's images are 404 to anyone but staff (and answered to staff `Cache-Control: private, no-store`), as for a product that does not exist.",
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

/** How long a shared cache may keep an image the public sees: a file's bytes never change. */
const PUBLIC_IMAGE = "public, max-age=604800, immutable";
/** An unpublished product's image, shown to staff: theirs alone. */
const STAFF_IMAGE = "private, no-store";

/**
 * Serves product images from `{mediaDir}/products/`. An image the seed did not render (large
 * catalogs render lazily) is drawn on first request and stored; without `mediaDir` (tests) it is
 * drawn every time. An image is its product's (the number of a drawn one's name, the id of an
 * uploaded one's), seen as the product is (domain/catalog/product-visibility.ts): an unpublished
 * product's images are 404 to all but staff.
 * @example
 *   app.route("/", mediaRoutes(db, { mediaDir: ".data/media" }));
 */
export function mediaRoutes(db: Database, { mediaDir }: { mediaDir?: string | undefined } = {}) {
  const app = createRouteModule();
  const answer = (c: Context<AppEnv>, image: Uint8Array, published: boolean) =>
    c.body(new Uint8Array(image).buffer, 200, {
      "Content-Type": "image/webp",
      "Cache-Control": published ? PUBLIC_IMAGE : STAFF_IMAGE,
    });
  /** The product an image belongs to, when the caller may see it: its category's path, whether public. */
  const ownerOf = async (c: Context<AppEnv>, key: SQL) => {
    const [row] = await db
      .select({ path: categories.path, published: products.published })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(key, productsVisibleTo(c.get("user"))));
    if (!row) throw notFound("Изображение не найдено.");
    return row;
  };

  app.openapi(imageRoute, async (c) => {
    const { file } = c.req.valid("param");
    const upload = UPLOADED_IMAGE_FILE.exec(file);
    if (upload) {
      // Staff's uploads exist only as files; a new one gets a new name, so it never changes either.
      const owner = await ownerOf(c, eq(products.id, Number(upload[1])));
      const uploaded = mediaDir ? await readUploadedImage(mediaDir, file) : undefined;
      if (!uploaded) throw notFound("Изображение не найдено.");
      return answer(c, uploaded, owner.published);
    }
    const match = FILE.exec(file);
    const index = Number(match?.[2] ?? 0);
    if (!match?.[1] || index < 1 || index > IMAGES_PER_PRODUCT) throw notFound("Изображение не найдено.");
    const owner = await ownerOf(c, eq(products.number, match[1]));
    const path = mediaDir ? join(mediaDir, "products", file) : undefined;
    let image: Uint8Array | undefined = path ? await readFile(path).catch(() => undefined) : undefined;
    if (!image) {
      const spec = leafSpecOfPath(owner.path);
      if (!spec) throw notFound("Изображение не найдено.");
      const rendered = await renderProductImage(match[1], index, spec);
      if (path && mediaDir) {
        await mkdir(join(mediaDir, "products"), { recursive: true });
        await writeFile(path, rendered);
      }
      image = rendered;
    }
    // The image of a product number never changes.
    return answer(c, image, owner.published);
  });
  return app;
}
