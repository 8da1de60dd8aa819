import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { carts, currencies, menuItems, menus, settings, users } from "../db/schema/index";
import type { CartView } from "./carts/cart-view";
import { readCart } from "./carts/storage";
import type { CatalogIndexStore } from "./catalog/index/catalog-index-store";
import type { MeasureView } from "./catalog/reference";

/** The measure the storefront shows when a product has no own default (шт). */
const DEFAULT_MEASURE = "pcs";

/** A menu item; menus are two levels deep (the catalog menu: top categories and their children). */
export interface MenuItemView {
  title: string;
  url: string;
  children?: { title: string; url: string }[];
}

/** What the storefront loads at start, but for what only the request knows (the admin panel flag). */
export interface ShopSession {
  account: { id: number; email: string; name: string; lastName: string; roles: string[] } | null;
  menus: { code: string; title: string; items: MenuItemView[] }[];
  /** The signed-in customer's most recently updated cart, priced now (null for anonymous callers). */
  cart: CartView | null;
  defaultCurrency: { code: string; title: string };
  priceType: { code: string; title: string };
  defaultMeasure: MeasureView;
  settings: { registrationEnabled: boolean };
}

async function menuViews(db: Database) {
  const [menuRows, itemRows] = await Promise.all([
    db.select().from(menus).orderBy(asc(menus.id)),
    db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id)),
  ]);
  const childrenOf = (menuId: number, parentId: number | null) =>
    itemRows.filter((item) => item.menuId === menuId && item.parentId === parentId);
  const itemsOf = (menuId: number): MenuItemView[] =>
    childrenOf(menuId, null).map((item) => {
      const children = childrenOf(menuId, item.id).map(({ title, url }) => ({ title, url }));
      return { title: item.title, url: item.url, ...(children.length ? { children } : {}) };
    });
  return menuRows.map((menu) => ({ code: menu.code, title: menu.title, items: itemsOf(menu.id) }));
}

/**
 * The session of a caller (`callerId` undefined when anonymous): their account and latest cart,
 * the menus and the shop's defaults.
 * @example
 *   const session = await shopSession(db, catalog, user?.id);
 */
export async function shopSession(
  db: Database,
  catalog: CatalogIndexStore,
  callerId: number | undefined,
): Promise<ShopSession> {
  const [reference, menuList, [currency], [registration], [account], [cartRow]] = await Promise.all([
    catalog.reference(),
    menuViews(db),
    db.select().from(currencies).where(eq(currencies.code, "RUB")),
    db.select().from(settings).where(eq(settings.key, "registrationEnabled")),
    callerId !== undefined ? db.select().from(users).where(eq(users.id, callerId)) : Promise.resolve([]),
    callerId !== undefined
      ? db.select().from(carts).where(eq(carts.userId, callerId)).orderBy(desc(carts.updatedAt)).limit(1)
      : Promise.resolve([]),
  ]);
  const measure = reference.measureByCode.get(DEFAULT_MEASURE) ?? reference.measures[0];
  if (!measure) throw new Error("the catalog has no measures: was the database seeded?");
  return {
    account: account
      ? {
          id: account.id,
          email: account.email,
          name: account.name,
          lastName: account.lastName,
          roles: [...account.roles],
        }
      : null,
    menus: menuList,
    cart: cartRow ? await readCart(db, catalog, cartRow, callerId) : null,
    defaultCurrency: { code: "RUB", title: currency?.title ?? "Российский рубль" },
    priceType: { code: reference.defaultPriceType.code, title: reference.defaultPriceType.title },
    defaultMeasure: measure,
    settings: { registrationEnabled: registration?.value !== false },
  };
}
