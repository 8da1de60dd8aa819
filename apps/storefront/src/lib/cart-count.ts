import { atom } from "jotai";

/**
 * The number of the cart's lines, for the header's badge. The cart's own code (cart-core, the
 * store, its sync) comes after the page has loaded (app/cart-session.ts), which keeps this count
 * from then on: a page's start carries no cart code, and the badge is drawn in the browser anyway
 * (the cart lives on the device). 0 until then, which the badge shows as nothing.
 */
export const cartCountAtom = atom(0);
