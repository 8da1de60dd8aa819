import { createImageUrlBuilder } from "@shop/api-client";
import type { ImageUrlBuilder } from "@shop/ui";

// The storefront server's image-resizing route (`/_image`); API media paths (`/api/media/…`)
// stay on this origin, which proxies /api.
const images = createImageUrlBuilder({ basePath: import.meta.env.BASE_URL });

/**
 * The `buildUrl` of ui's `<Image>`: a URL of the image route, cropped to the box.
 * @example
 *   <Image src={product.images[0].path} alt="" width={240} height={240} buildUrl={buildImageUrl} />
 */
export const buildImageUrl: ImageUrlBuilder = (src, options) => images.url(src, { ...options, fit: "cover" });
