import { type Atom, atom, type WritableAtom } from "jotai/vanilla";
import { type CartLineView, type CartState, cartLineViews, cartTotals } from "../cart";
import type { CartAction } from "../reducer";
import type { CartStore, RefusedLine } from "../store";
import type { CartTotals } from "../totals";

export interface CartAtoms<TSnapshot> {
  /** Reads the cart; writing an action dispatches it to the store. */
  cartAtom: WritableAtom<CartState<TSnapshot>, [CartAction<TSnapshot>], void>;
  totalsAtom: Atom<CartTotals>;
  linesAtom: Atom<CartLineView<TSnapshot>[]>;
  /** The lines the server refused at the last save, with its reasons (`store.getRefusedLines()`). */
  refusedLinesAtom: Atom<readonly RefusedLine<TSnapshot>[]>;
}

/**
 * Jotai atoms over a cart store: the store stays the single source of truth; the atoms follow it
 * while mounted (any `useAtomValue` or `store.sub` mounts them).
 * @example
 *   const { cartAtom, totalsAtom } = createCartAtoms(cartStore);
 *   const totals = useAtomValue(totalsAtom);
 *   const dispatch = useSetAtom(cartAtom);
 */
export function createCartAtoms<TSnapshot>(store: CartStore<TSnapshot>): CartAtoms<TSnapshot> {
  // jotai caches an atom by its dependencies, so a counter bumped on every store change (and on
  // mount, for changes made while nobody listened) tells it when to read the store again.
  const changes = atom(0);
  changes.onMount = (set) => {
    set((count) => count + 1);
    return store.subscribe(() => set((count) => count + 1));
  };
  const cartAtom = atom(
    (get) => {
      get(changes);
      return store.getState();
    },
    (_get, _set, action: CartAction<TSnapshot>) => store.dispatch(action),
  );
  return {
    cartAtom,
    totalsAtom: atom((get) => cartTotals(get(cartAtom))),
    linesAtom: atom((get) => cartLineViews(get(cartAtom))),
    refusedLinesAtom: atom((get) => {
      get(changes);
      return store.getRefusedLines();
    }),
  };
}
