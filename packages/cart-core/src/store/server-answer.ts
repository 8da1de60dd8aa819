import { type CartState, cartLines, getLine, lineKey, type ServerCart } from "../cart";
import { cartReducer, fromServerCart } from "../reducer";
import { linesOfServer, type RefusedLine, refusalsAfterAnswer } from "./refused-lines";
import type { StoreCore } from "./store-core";

/**
 * Takes the server's answer to a save of `savingRevision` into the store. If nothing changed
 * meanwhile, the answer becomes the cart (the server's prices, discounts and id) with the local parts
 * kept (see {@link keepLocalParts}), and that revision is saved; otherwise newer local edits win and
 * only the id is taken, so that the next save updates this cart.
 */
export function takeAnswer<TSnapshot>(
  core: StoreCore<TSnapshot>,
  answer: ServerCart<TSnapshot>,
  savingRevision: number,
): void {
  const fromServer = fromServerCart(answer);
  core.serverLines = linesOfServer(answer);
  if (!core.scheduler.isLatest(savingRevision)) {
    core.setCart({ ...core.cart, id: answer.id ?? core.cart.id });
    return;
  }
  const next = keepLocalParts(fromServer, core.cart, core.refused);
  core.scheduler.markSaved(savingRevision);
  core.setRefused(refusalsAfterAnswer(core.refused, answer, next));
  core.setCart(next);
}

/**
 * The server's cart with what stays local: our snapshots where the server sends none, and the refused
 * lines as the customer left them (the server may hold such a line as it was before the refused
 * change), which wait for the customer.
 */
function keepLocalParts<TSnapshot>(
  fromServer: CartState<TSnapshot>,
  local: CartState<TSnapshot>,
  refused: readonly RefusedLine<TSnapshot>[],
): CartState<TSnapshot> {
  let next = fromServer;
  for (const line of cartLines(fromServer)) {
    if (line.snapshot !== undefined) continue;
    const snapshot = getLine(local, line.productId, line.measureCode, line.variantId)?.snapshot;
    if (snapshot !== undefined)
      next = withSnapshot(next, line.productId, lineKey(line.measureCode, line.variantId), snapshot);
  }
  for (const line of refused) {
    const kept = getLine(local, line.productId, line.measureCode, line.variantId);
    if (!kept) continue;
    next = cartReducer(next, {
      type: "remove",
      productId: line.productId,
      measureCode: line.measureCode,
      variantId: line.variantId,
    });
    next = cartReducer(next, { type: "add", line: { ...kept } });
  }
  return next;
}

function withSnapshot<TSnapshot>(
  cart: CartState<TSnapshot>,
  productId: string,
  key: string,
  snapshot: TSnapshot,
): CartState<TSnapshot> {
  const measures = cart.items[productId];
  const line = measures?.[key];
  if (!measures || !line) return cart;
  return {
    ...cart,
    items: { ...cart.items, [productId]: { ...measures, [key]: { ...line, snapshot } } },
  };
}
