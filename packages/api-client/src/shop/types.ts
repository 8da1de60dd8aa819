// Shapes of docs/contract.md. Money fields are integers in minor units (kopecks) of the object's
// currency: 129,90 ₽ is 12990. Quantities are numbers in the measure's unit (at most 3 decimals).
import type { Iri, JsonLdResource, MessageResponse } from "../json-ld";

/** An amount of money in minor units (kopecks): an integer, never a float. */
export type MinorUnits = number;

export type MeasureCode = "pcs" | "kg" | "pack";

export interface Measure {
  id: number;
  code: MeasureCode;
  /** "шт" | "кг" | "упак" */
  title: string;
  /** Quantities must be positive multiples of it (шт/упак: 1, кг: 0.1). */
  step: number;
}

// ---- auth, users, profile ----

export interface Credentials {
  username: string;
  password: string;
  rememberMe?: boolean;
}

export interface AuthToken {
  /**
   * The JWT to send as `Authorization: Bearer …` (claims: `sub`, `jti`, `iat`, `exp`, nothing
   * personal). A browser that signs in through the storefront's `/api` gets it as an HttpOnly
   * cookie instead, and an empty body.
   */
  token: string;
}

/** The answer of a sign-in (`POST /auth`). */
export interface SignedIn extends AuthToken {
  /**
   * Proof that this client has signed in to this account. Keep it and send it back in the
   * `Device-Token` header of later sign-ins (`{ headers: { "Device-Token": … } }`): failures from
   * elsewhere then never lock this client out. It grants no access. The storefront's `/api` keeps
   * it in an HttpOnly cookie instead, and leaves it out of the body.
   */
  deviceToken: string;
}

export interface Registration {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  plainPassword: string;
}

export interface ConfirmationCode {
  confirmationCode: string;
}

export interface PasswordWithCode {
  confirmationCode: string;
  plainPassword: string;
}

export interface Profile extends JsonLdResource {
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  createdAt: string;
}

export interface ProfileUpdate {
  name?: string;
  lastName?: string;
  /** `null` removes the phone. */
  phone?: string | null;
}

export interface EmailChange {
  email: string;
  password: string;
}

export interface PasswordChange {
  currentPassword: string;
  plainPassword: string;
  /**
   * Lifetime of the answer's new token, as at sign-in: a year instead of 24 hours. Left out, the
   * new token lasts as long as the one the request carries.
   */
  rememberMe?: boolean;
}

/** The answer of a password change: other devices are signed out, this one gets a new token. */
export interface PasswordChanged extends MessageResponse {
  token: string;
}

// ---- session and settings ----

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  lastName: string;
  roles: string[];
}

export interface MenuItem {
  title: string;
  url: string;
  children?: MenuItem[];
}

export interface Menu {
  /** "catalog", "footer-info", "footer-legal", or one a shop adds. */
  code: string;
  title: string;
  items: MenuItem[];
}

export interface PublicSettings {
  registrationEnabled: boolean;
}

export interface Session {
  authorized: boolean;
  user: SessionUser | null;
  application: { adminPanel: boolean };
  menus: Menu[];
  cart: Cart | null;
  defaultCurrency: { code: string; title: string };
  priceType: { code: string; title: string };
  defaultMeasure: Measure;
  settings: PublicSettings;
}

// ---- reference lists ----

/** A country, currency, language, locale or timezone. */
export interface IntlEntry extends JsonLdResource {
  code: string;
  title: string;
}

// ---- catalog ----

export interface Category extends JsonLdResource {
  slug: string;
  /** "tea/green/chinese" */
  path: string;
  title: string;
  description?: string | null;
  parent: Iri | null;
  depth: number;
  position: number;
  productCount: number;
}

export interface ProductImage {
  /** "/api/media/products/100245-1.webp": pass it to the image URL builder. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What the search box offers while the shopper types (`GET /catalog/suggestions`). */
export interface Suggestions {
  "@type": "Suggestions";
  /** Up to 8, by relevance. */
  products: SuggestedProduct[];
  /** Up to 4: those whose title matches, then those of the products found. */
  categories: { "@id": string; slug: string; path: string; title: string }[];
}

export interface SuggestedProduct {
  number: string;
  slug: string;
  title: string;
  /** The default measure's retail price, kopecks; null when it has none. */
  price: number | null;
  /** Code of the measure the price is for. */
  measure: string;
  thumbnail: ProductImage | null;
}

export interface ProductAttribute {
  code: string;
  title: string;
  value: string;
  valueTitle: string;
}

export interface ProductPrice {
  measure: Measure;
  priceType: string;
  currency: string;
  /** Only a price above 0 is offered. */
  price: MinorUnits;
  /** The "was" price of a sale, shown crossed out beside `price`; only above it. */
  compareAtPrice?: MinorUnits;
}

export interface Product extends JsonLdResource {
  /** "100245" */
  number: string;
  slug: string;
  title: string;
  description: string;
  images: ProductImage[];
  category: { "@id": Iri; id: number; slug: string; path: string; title: string };
  /** Root first, for breadcrumbs. */
  categoryPath: { slug: string; path: string; title: string }[];
  attributes: ProductAttribute[];
  prices: ProductPrice[];
  defaultMeasure: MeasureCode;
  createdAt: string;
}

/**
 * A product as a listing's card shows it (`products.list({ view: "card" })`): the first image only,
 * and no description, attributes or category, which are the product page's.
 */
export type ProductCard = Pick<
  Product,
  "@id" | "@type" | "id" | "number" | "slug" | "title" | "images" | "prices" | "defaultMeasure"
>;

/** Filters of the product list; product attributes filter as `attributes.<code>`. */
export type ProductFilters = {
  /** Category path; includes descendants. */
  category: string;
  /** Default measure's retail price in minor units. */
  price: number;
  number: string;
  title: string;
  createdAt: string | Date;
} & Record<`attributes.${string}`, string>;

export type ProductSort = "number" | "price" | "title" | "createdAt";

/**
 * A new product (`POST /catalog/admin/products`, staff): number, title, category and default
 * measure are needed; the slug is made from the title when left out. Images are uploaded once the
 * product exists. A taken number or slug is 409 naming the field; unknown codes 422.
 */
export interface ProductAdminCreate {
  /** Unique: up to 32 Latin letters, digits, dots, hyphens and underscores. */
  number: string;
  title: string;
  description?: string;
  /** Lower-case Latin words joined by hyphens; unique. */
  slug?: string;
  /** The category's id or IRI. */
  category: number | Iri;
  /** Attribute code → value code (`null` takes the attribute's value away). */
  attributes?: Record<string, string | null>;
  /**
   * Prices by price type code, then measure code, in minor units; `null` stops selling it in that
   * measure. Prices not named stay as they are.
   */
  prices?: Record<string, Partial<Record<MeasureCode, MinorUnits | null>>>;
  /**
   * Was-prices (shown struck through beside the price), keyed as `prices`; `null` takes one away.
   * Each must be above its price after the change, which must exist (422 at
   * `compareAtPrices.<type>.<measure>` otherwise). A deleted price takes its was-price with it.
   */
  compareAtPrices?: Record<string, Partial<Record<MeasureCode, MinorUnits | null>>>;
  defaultMeasure: MeasureCode;
  /** `false` takes the product off the shop without deleting it (default `true`). */
  published?: boolean;
}

/**
 * What staff may change about a product (`PATCH /catalog/admin/products/{id}`, a merge patch):
 * any field of a creation, `slug: null` to make a new slug from the title (it stays when the title
 * changes otherwise), and `images`: the product's image paths in their new order (one left out is
 * removed).
 */
export interface ProductAdminUpdate extends Partial<Omit<ProductAdminCreate, "slug">> {
  slug?: string | null;
  images?: string[];
}

/**
 * A product as staff's answers (`products.admin.*`) show it: every field of the public
 * {@link Product} (its texts in the request's locale, the category, attribute values, every price
 * per price type and measure, the default measure, the images in their order), and whether the shop
 * shows it. Its texts in other locales are `products.getTranslations(id)`.
 */
export interface StaffProduct extends Product {
  /** `false`: off the shop (lists, search, its page, sitemap, feed), still here for staff. */
  published: boolean;
}

/** Created, updated and unchanged (skipped: already as the file says) items of an import. */
export interface CatalogImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/**
 * A YML import staff started (`catalogImports.start(file)`), as `catalogImports.get(id)` answers
 * it: `running` through two phases (`checking` reads the whole file first, so malformed XML writes
 * nothing; `importing` writes batches of 500 offers, each one transaction), then `finished` with
 * its counts and refusals, or `failed` with a `problem` (422: not a YML document, nothing written).
 */
export interface CatalogImport {
  "@id": string;
  id: number;
  status: "running" | "finished" | "failed";
  phase: "checking" | "importing";
  fileName: string;
  /**
   * The file's SHA-256 (hex), kept with the job as long as the audit log keeps the entries that
   * name it (the file itself is not kept); null for imports of before it was recorded.
   */
  sha256: string | null;
  startedAt: string;
  finishedAt: string | null;
  progress: {
    /** Bytes of the file read in the current phase. */
    bytesRead: number;
    bytesTotal: number;
    /** Offers imported or refused so far. */
    offersRead: number;
    /** Known once the file has been checked. */
    offersTotal: number | null;
  };
  categories: CatalogImportCounts;
  offers: CatalogImportCounts & { refused: number };
  /** Pictures fetched and stored; each refused one is in `refusals` too (its offer is imported). */
  pictures: { stored: number; refused: number };
  /** Each refused offer, category or picture (the first 1 000): its line in the file, its id and why. */
  refusals: { line: number; id: string; reason: string }[];
  problem: { status: number; detail: string; line?: number } | null;
}

/** Filters of `products.admin.list` (its `search` matches a part of the number or the title). */
export type StaffProductFilters = {
  published: boolean;
  /** A category's id: its products and its subcategories'. */
  category: number;
};

/**
 * The codes a product's fields take (`products.admin.reference()`), in the shop's order: measures
 * (`defaultMeasure`, `prices.<type>.<measure>`), price types (`prices.<type>`) and attributes with
 * their values (`attributes.<code>: value`).
 */
export interface ProductEditorReference {
  measures: { code: MeasureCode; title: string }[];
  priceTypes: { code: string; title: string; isDefault: boolean }[];
  attributes: { code: string; title: string; values: { value: string; title: string }[] }[];
}

/** A new category (`POST /catalog/admin/categories`, staff), last among its siblings. */
export interface CategoryAdminCreate {
  title: string;
  description?: string | null;
  /** The last part of its path; made from the title when left out. */
  slug?: string;
  /** The parent's id or IRI; `null` (or left out) for a root. */
  parent?: number | Iri | null;
}

/**
 * A rename or move of a category (`PATCH /catalog/admin/categories/{id}`): the subtree's paths
 * follow; moving it under itself is 422, a taken path 409.
 */
export type CategoryAdminUpdate = Partial<CategoryAdminCreate>;

// ---- carts ----

export interface CartTotals {
  itemsNumber: number;
  amount: MinorUnits;
  discount: MinorUnits;
  totalAmount: MinorUnits;
}

export interface CartItem {
  /** `image` is the path of the product's first image. */
  product: { "@id": Iri; id: number; number: string; slug: string; title: string; image?: string };
  measure: Measure;
  quantity: number;
  price: MinorUnits;
  amount: MinorUnits;
  discount?: MinorUnits;
}

/**
 * A stored cart line the shop cannot sell now (staff removed the product's price in that measure,
 * or changed its step), with `reason`, a sentence for the customer in the request's language. It is
 * out of `items` and the totals, stays stored (back in `items` once the product is sold again), and
 * leaves the cart when the customer removes it (quantity 0 through `carts.add`). Checkout refuses a
 * cart with such lines (422 naming `unavailableItems.N`).
 */
export interface UnavailableCartItem {
  product: CartItem["product"];
  measure: Measure;
  quantity: number;
  reason: string;
}

/** A cart; a calculated one (`carts.calculate`) is not stored, so its `@id`, `id` and `updatedAt` are null. */
export interface Cart {
  "@id": Iri | null;
  "@type": "Cart";
  id: number | null;
  currency: string;
  priceType: string;
  items: CartItem[];
  /** Stored lines that cannot be bought now, never silently left out (empty for a calculation). */
  unavailableItems: UnavailableCartItem[];
  totals: CartTotals;
  updatedAt: string | null;
}

/** A cart line as sent: product by number, measure by code. A {@link CartItem} fits as it is. */
export interface CartLineInput {
  product: { number: string };
  measure: { code: MeasureCode };
  quantity: number;
}

export interface CartInput {
  items: readonly CartLineInput[];
  currency: string;
}

// ---- orders and checkout ----

export interface SalesChannel extends JsonLdResource {
  title: string;
  senderName: string;
  senderEmail: string;
  managerEmail: string;
  publicDomain: string;
  /** Who may see the channel's orders besides their owner; only administrators change it. */
  ordersAccessRole: Role;
}

export type SalesChannelInput = Omit<SalesChannel, keyof JsonLdResource>;

export interface OrderStatus extends JsonLdResource {
  code: string;
  title: string;
  /** "#2f9e44" */
  cssColor: string;
  default: boolean;
  position: number;
  salesChannels: Iri[];
}

export interface OrderStatusInput {
  code: string;
  title: string;
  cssColor: string;
  default?: boolean;
  /** IRIs, or the channels themselves (sent as their IRIs). */
  salesChannels?: (Iri | SalesChannel)[];
}

export interface TradingContract extends JsonLdResource {
  title: string;
  /** Numeric string with 2 decimals, e.g. "5.00". */
  discountPercent: string;
}

export type TradingContractInput = Omit<TradingContract, keyof JsonLdResource>;

/** An account as staff see it (`/user/admin/users`). */
export interface AdminUser extends JsonLdResource {
  email: string;
  name: string;
  lastName: string;
  phone: string | null;
  roles: string[];
  status: "pending" | "active";
  /** The contract whose discount the customer's carts and orders get; null: no discount. */
  tradingContract: Pick<TradingContract, "@id" | "id" | "title" | "discountPercent"> | null;
  createdAt: string;
}

/** The roles of an account; `ROLE_ADMIN` includes `ROLE_STAFF`, which includes `ROLE_USER`. */
export type Role = "ROLE_USER" | "ROLE_STAFF" | "ROLE_ADMIN";

/**
 * What staff may change about an account: its trading contract (`null` takes it away);
 * administrators also its roles. Nobody changes their own account this way (403).
 */
export interface AdminUserUpdate {
  /** The contract's IRI, or the contract itself (sent as its IRI). */
  tradingContract?: Iri | TradingContract | null;
  /** Administrators only. */
  roles?: Role[];
}

// ---- the audit log (administrators) ----

/** The kinds of record the audit log names. */
export type AuditedResource =
  | "cart"
  | "catalog-import"
  | "category"
  | "order"
  | "order-status"
  | "product"
  | "sales-channel"
  | "trading-contract"
  | "user";

/** What was done: `translate` changed an item's texts, `move` a status's place. */
export type AuditOperation = "create" | "update" | "delete" | "move" | "translate";

/** A JSON value, as an audit entry keeps a record. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One change made through the admin API (`/core/admin/audit-log`). */
export interface AuditEntry extends JsonLdResource {
  /** When, ISO 8601. */
  at: string;
  /** Who: the account as it is now; email and names are null once the account is gone. */
  actor: { "@id": Iri; id: number; email: string | null; name: string | null; lastName: string | null };
  resource: AuditedResource;
  resourceId: string;
  operation: AuditOperation;
  /** The record before the change, as the admin API shows it; null for a creation. */
  before: JsonValue;
  /** The record after the change; null for a deletion. */
  after: JsonValue;
  /** The YML import whose batch made the change (an entry per product it creates or changes), else null. */
  import: Iri | null;
}

/** Filters of the audit log: `actor` is an account's id or IRI. */
export type AuditLogFilters = {
  resource: AuditedResource;
  resourceId: string;
  actor: string | number;
  "actor.email": string;
  /** Only the changes of one YML import: its id or IRI. */
  import: string | number;
};

export interface Recipient {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface Address {
  city: string;
  street: string;
  house: string;
  apartment?: string;
  postcode: string;
}

export type DeliveryMethod = "pickup" | "courier" | "post";
export type PaymentMethod = "card-online" | "card-on-delivery" | "cash";

export interface CheckoutInput {
  /** The cart's IRI, or the cart itself (sent as its IRI). */
  cart: Iri | Cart;
  recipient: Recipient;
  delivery: { method: DeliveryMethod; address?: Address };
  payment: { method: PaymentMethod };
  comment?: string;
  /** The total the shopper saw; a different server total answers 409 price-changed. */
  expectedTotalAmount: MinorUnits;
}

export interface OrderTotals extends CartTotals {
  deliveryAmount: MinorUnits;
}

/** A line of an order; its product may have been deleted since, so its `@id` and `id` may be null. */
export interface OrderItem extends Omit<CartItem, "product"> {
  product: { "@id": Iri | null; id: number | null; number: string; slug: string; title: string };
}

export interface Order extends JsonLdResource {
  /** "2026-000123", also the slug. */
  number: string;
  status: OrderStatus;
  createdAt: string;
  items: OrderItem[];
  recipient: Recipient;
  delivery: { method: DeliveryMethod; address: Address | null; price: MinorUnits };
  payment: { method: PaymentMethod };
  comment: string;
  /** `totalAmount` includes delivery. */
  totals: OrderTotals;
}

/** What staff may change on an order. */
export interface OrderAdminUpdate {
  /** The new status: its IRI, id, `{ code }`, or the status itself (sent as its IRI). */
  status?: Iri | number | { code: string } | OrderStatus;
  recipient?: Partial<Recipient>;
  comment?: string;
}

export type OrderFilters = {
  "status.code": string;
  number: string;
  createdAt: string | Date;
};
