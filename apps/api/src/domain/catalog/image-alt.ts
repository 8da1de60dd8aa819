import type { StoredImage } from "../../db/schema/index";

// A product image's alt text (what the product page's <img alt> says): the text staff wrote for that
// photo, or the product's title when they wrote none. An image whose alt is the title follows the
// title: a new title (in the editor, the translations form or an import) becomes its alt too, while
// a text staff wrote stays. So no flag is stored: staff who type the title itself get the same.

/**
 * The alt text to store for an image: the text given (trimmed), or the title when it is empty.
 * @example
 *   storedAlt("  Сухой лист крупным планом ", "Улун"); // "Сухой лист крупным планом"
 *   storedAlt("", "Улун"); // "Улун"
 */
export function storedAlt(given: string | undefined, title: string): string {
  const alt = given?.trim() ?? "";
  return alt === "" ? title : alt;
}

/**
 * The images with their alt text following a title that changes from `before` to `after`: those
 * whose alt was the old title take the new one; texts staff wrote stay.
 * @example
 *   retitledImages([{ path, width, height, alt: "Улун" }], "Улун", "Улун молочный"); // alt "Улун молочный"
 */
export function retitledImages<Image extends Pick<StoredImage, "alt">>(
  images: Image[],
  before: string,
  after: string,
): Image[] {
  if (before === after) return images;
  return images.map((image) => (image.alt === before ? { ...image, alt: after } : image));
}

/**
 * The alt texts staff wrote (those that are not the title), by image path: what the audit log keeps
 * of them beside the images' order.
 * @example
 *   writtenAlts([{ path: "/a.webp", alt: "Лист" }, { path: "/b.webp", alt: "Улун" }], "Улун"); // { "/a.webp": "Лист" }
 */
export function writtenAlts(
  images: Pick<StoredImage, "path" | "alt">[],
  title: string,
): Record<string, string> {
  return Object.fromEntries(
    images.filter((image) => image.alt !== title).map((image) => [image.path, image.alt]),
  );
}
