import type { CartLineInput, CartState, ServerCart } from "../cart";
import type { CartLogger } from "../storage";
import { type RefusedLine, removedSince, withoutRefused, withRefusals } from "./refused-lines";
import { takeAnswer } from "./server-answer";
import type { StoreCore } from "./store-core";
import type { SaveOutcome } from "./sync-scheduler";

/** What a save sends besides the cart. */
export interface CartSaveOptions<TSnapshot = unknown> {
  signal: AbortSignal;
  /**
   * Lines the server's cart holds that the local cart no longer has (removed since the last save,
   * or a line the server could not sell that the customer removed: it has no price): send them
   * with quantity 0. Always empty for a cart without id (a new cart).
   */
  removed: readonly CartLineInput<TSnapshot>[];
}

/**
 * What the app implements with its API client to save a cart. `save` creates the cart when
 * `cart.id` is null and updates it otherwise, and answers with the cart as the server computed it.
 */
export interface CartSyncTransport<TSnapshot = unknown> {
  /**
   * Saves the cart: every line with its quantity as the cart holds it, and `removed` with 0 (the
   * reference API's `POST /sales/carts/add` for a cart without id, `PATCH /sales/carts/{id}/add`
   * otherwise). Throws a {@link CartLinesRefusedError} when the server refuses some lines only.
   */
  save(cart: CartState<TSnapshot>, options: CartSaveOptions<TSnapshot>): Promise<ServerCart<TSnapshot>>;
  /**
   * True when the server refused the cart itself (unknown, deleted or someone else's cart, or any
   * answer that rejects the cart as a whole): the store drops the id and saves it once as a new cart.
   */
  isUnknownCartError(error: unknown): boolean;
}

/**
 * Thrown by a transport's `save` when the server refused some lines of the cart (a product no
 * longer sold, a quantity over its cap) and saved nothing. The store keeps those lines out of its
 * saves until the customer changes them, saves the rest at once, and lists them in
 * `getRefusedLines()` so the cart can say why beside each one.
 * @example
 *   throw new CartLinesRefusedError([{ productId: "42", measureCode: "kg", reason: "Not sold any more." }], answer);
 */
export class CartLinesRefusedError extends Error {
  override readonly name = "CartLinesRefusedError";
  readonly lines: readonly RefusedLine[];

  constructor(lines: readonly RefusedLine[], cause?: unknown) {
    super(`The server refused ${lines.length} line(s) of the cart`, { cause });
    this.lines = lines;
  }
}

/**
 * One save of the store's cart, as `revision`, through the transport (docs/cart-core/sync.md). Each
 * kind of refusal is retried once: of some lines (a `CartLinesRefusedError`: they become refused
 * lines and the rest is sent again) and of the cart itself (`isUnknownCartError`, which the transport
 * decides from the status, e.g. a 404 but not a 401 or 429: the cart is sent again as a new one). A
 * second refusal of the same kind, or any other error (a 5xx, the network), fails the save: it is
 * logged and the cart stays local; the scheduler tries again later unless lines were refused. An
 * aborted save (a newer one started, or a session event) ends quietly. Never rejects.
 */
export async function saveCart<TSnapshot>(
  core: StoreCore<TSnapshot>,
  transport: CartSyncTransport<TSnapshot>,
  revision: number,
  signal: AbortSignal,
  logger: CartLogger,
): Promise<SaveOutcome> {
  try {
    let answer: ServerCart<TSnapshot>;
    // The refused and server lines are read at each attempt: a refusal changes them.
    const send = async (cart: CartState<TSnapshot>) =>
      transport.save(withoutRefused(cart, core.refused), {
        signal,
        removed: removedSince(cart, core.serverLines, core.refused),
      });
    let cart = core.cart;
    let retriedAsNew = false;
    let retriedWithout = false;
    for (;;) {
      try {
        answer = await send(cart);
        break;
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof CartLinesRefusedError) {
          // The customer is told of every refusal; the rest is sent again once.
          core.setRefused(withRefusals(core.refused, error.lines));
          if (retriedWithout) throw error;
          retriedWithout = true;
          logger.warn("cart-core: the server refused some lines; saving the rest", error);
          continue;
        }
        if (cart.id !== null && !retriedAsNew && transport.isUnknownCartError(error)) {
          retriedAsNew = true;
          logger.warn(`cart-core: the server rejected cart ${cart.id}; saving it as a new cart`, error);
          if (core.cart.id === cart.id) core.setCart({ ...core.cart, id: null });
          cart = { ...cart, id: null };
          continue;
        }
        throw error;
      }
    }
    if (signal.aborted) return { status: "aborted" };
    takeAnswer(core, answer, revision);
    return { status: "saved" };
  } catch (error) {
    if (signal.aborted) return { status: "aborted" };
    // Lines refused twice wait for the customer; anything else (the network, the server) may pass.
    const retry = !(error instanceof CartLinesRefusedError);
    logger.warn(
      retry
        ? "cart-core: the cart could not be saved; it stays local and is sent again later"
        : "cart-core: the server refused the cart's lines; it stays local until the customer changes them",
      error,
    );
    return { status: "failed", error, retry };
  }
}
