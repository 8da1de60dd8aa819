import sharp from "sharp";
import { type APIRequestContext, expect, test } from "./support/test";

// The image-resizing route against the real API's media: the product images the shop shows, and
// the sources it refuses.

interface ProductWithImages {
  member: { slug: string; images: { path: string }[] }[];
}

/** A product with a photo (the seeded ones have them; products other specs add may not). */
async function firstProduct(request: APIRequestContext) {
  const answer = await request.get("/api/catalog/products?itemsPerPage=100");
  expect(answer.ok()).toBe(true);
  const product = ((await answer.json()) as ProductWithImages).member.find(({ images }) => images.length > 0);
  if (!product) throw new Error("The API has no product with a photo");
  return product;
}

test("a product image comes resized to the card, as webp, with its placeholder", async ({ request }) => {
  const path = (await firstProduct(request)).images[0]?.path ?? "";
  expect(path).toMatch(/^\/api\/media\//);

  // The card at 2x (IMAGE_BOXES.card, src/lib/image-sizes.ts).
  const card = await request.get(`/_image?src=${encodeURIComponent(path)}&w=480&h=480&f=webp&q=50&fit=cover`);
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/webp");
  expect(card.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const cardImage = await sharp(await card.body()).metadata();
  // The API's media are 640×640; 480 fits inside.
  expect([cardImage.format, cardImage.width, cardImage.height]).toEqual(["webp", 480, 480]);

  const placeholder = await request.get(
    `/_image?src=${encodeURIComponent(path)}&w=10&h=10&f=webp&q=50&blur=3`,
  );
  const placeholderImage = await sharp(await placeholder.body()).metadata();
  expect([placeholderImage.width, placeholderImage.height]).toEqual([10, 10]);
});

test("the images of the home page and a product page all load through the route", async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  const statuses: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/_image") statuses.push(response.status());
  });
  // The home page's newest products may all be without photos (other specs add such products
  // while this one runs): what it shows must load, and the product page always shows its photo.
  for (const [path, withPhotos] of [
    ["/", false],
    [`/product/${product.slug}`, true],
  ] as const) {
    statuses.length = 0;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const shown = page.locator('img[src^="/_image"]:not([aria-hidden="true"])');
    if (withPhotos) await expect(shown.first()).toBeVisible();
    if ((await shown.count()) === 0) continue;
    await expect
      .poll(() =>
        shown.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    expect(statuses.length, path).toBeGreaterThan(0);
    expect(
      statuses.filter((status) => status !== 200 && status !== 304),
      path,
    ).toEqual([]);
  }
});

test("foreign hosts, traversal and local files are refused", async ({ request }) => {
  for (const [src, status] of [
    ["https://example.com/a.jpg", 403],
    ["http://127.0.0.1:22/", 403],
    ["/api/media/../../etc/passwd", 400],
    ["/etc/passwd", 403],
    ["file:///etc/passwd", 400],
  ] as const) {
    const answer = await request.get(`/_image?src=${encodeURIComponent(src)}&w=100`);
    expect(answer.status(), src).toBe(status);
    expect(answer.headers()["content-type"]).toContain("application/problem+json");
  }
});
