import { type AddressRedirect, ApiError } from "@shop/api-client";
import { answered, shopApi } from "./api";

/**
 * Where a product's old slug or a category's old path leads now, or undefined: asked where a page
 * is not found, so that an address staff changed keeps working (a 308 to the new one). Silent: a
 * miss is the 404 page, not an error toast; other errors are thrown.
 * @example
 *   const to = await movedAddress("category", "tea/green"); // "/catalog/tea/zelenyy"
 */
export async function movedAddress(kind: AddressRedirect["kind"], from: string): Promise<string | undefined> {
  try {
    return answered(await shopApi.catalog.addressRedirect(kind, from, { silent: true })).to;
  } catch (error) {
    // 422: an address no product or section could ever have had (a path longer than any may be).
    if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 422)) return undefined;
    throw error;
  }
}
