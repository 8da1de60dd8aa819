// Shapes of docs/contract.md. Money fields are integers in minor units (kopecks) of the object's
// currency: 129,90 ₽ is 12990. Quantities are numbers in the measure's unit (at most 3 decimals).
//
// The wire types are the API's own: every request and answer type here is named from
// shop-api.gen.ts, which is generated from the API's OpenAPI document (apps/api/src/client-types;
// a test fails when it is stale), so a field changed in the API's schemas changes here, or the
// build says where it no longer fits. What is written by hand is what the client adds: list
// filters as `serializeFilters` spells them, and inputs that also take a linked object where the
// API takes its IRI (the client sends the IRI).
import type { Iri } from "../json-ld";
import type { components } from "./shop-api.gen";

type Schemas = components["schemas"];
type Item<List> = List extends readonly (infer Element)[] ? Element : never;

/** An amount of money in minor units (kopecks): an integer, never a float. */
export type MinorUnits = number;

export type MeasureCode = Schemas["MeasureCode"];

/** A measure: "шт" | "кг" | "упак"; quantities must be positive multiples of its `step` (кг: 0.1). */
export type Measure = Schemas["Measure"];

// ---- auth, users, profile ----

export type Credentials = Schemas["Login"];

/**
 * The JWT to send as `Authorization: Bearer …` (claims: `sub`, `jti`, `iat`, `exp`, nothing
 * personal). A browser that signs in through the storefront's `/api` gets it as an HttpOnly cookie
 * instead, and an empty body.
 */
export type AuthToken = Schemas["Token"];

/**
 * The answer of a sign-in (`POST /auth`). Keep its `deviceToken` and send it back in the
 * `Device-Token` header of later sign-ins (`{ headers: { "Device-Token": … } }`): failures from
 * elsewhere then never lock this client out. It grants no access. The storefront's `/api` keeps it
 * in an HttpOnly cookie instead, and leaves it out of the body.
 */
export type SignedIn = Schemas["SignedIn"];

export type Registration = Schemas["Registration"];
export type ConfirmationCode = Schemas["RegistrationConfirmation"];
export type PasswordWithCode = Schemas["PasswordWithCode"];
export type Profile = Schemas["UserProfile"];
/** What a customer changes about themselves; `phone: null` removes the phone. */
export type ProfileUpdate = Schemas["UserProfilePatch"];
export type EmailChange = Schemas["ChangeEmail"];
/**
 * A password change; `rememberMe` is the lifetime of the answer's new token, as at sign-in (a year
 * instead of 24 hours); left out, the new token lasts as long as the one the request carries.
 */
export type PasswordChange = Schemas["ChangePassword"];
/** The answer of a password change: other devices are signed out, this one gets a new token. */
export type PasswordChanged = Schemas["PasswordChanged"];

// ---- session and settings ----

export type Session = Schemas["Session"];
export type SessionUser = NonNullable<Session["user"]>;
/** A menu: "catalog", "footer-info", "footer-legal", or one a shop adds. */
export type Menu = Item<Session["menus"]>;
export type MenuItem = Item<Menu["items"]>;
export type PublicSettings = Schemas["PublicSettings"];

// ---- reference lists ----

/** A country, currency, language, locale or timezone. */
export type IntlEntry = Schemas["IntlEntry"];

// ---- catalog ----

export type Category = Schemas["Category"];
export type Product = Schemas["Product"];
/** "/api/media/products/100245-1.webp" and its size: pass the path to the image URL builder. */
export type ProductImage = Item<Product["images"]>;
export type ProductAttribute = Item<Product["attributes"]>;
/** A price above 0 in one measure; `compareAtPrice` is the sale's "was" price, only above it. */
export type ProductPrice = Item<Product["prices"]>;

/**
 * A product as a listing's card shows it (`products.list({ view: "card" })`): the first image only,
 * and no description, attributes or category, which are the product page's.
 */
export type ProductCard = Schemas["ProductCard"];

/** What the search box offers while the shopper types (`GET /catalog/suggestions`). */
export type Suggestions = Schemas["Suggestions"];
export type SuggestedProduct = Item<Suggestions["products"]>;

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
export type ProductAdminCreate = Schemas["ProductCreate"];

/**
 * What staff may change about a product (`PATCH /catalog/admin/products/{id}`, a merge patch):
 * any field of a creation, `slug: null` to make a new slug from the title (it stays when the title
 * changes otherwise), and `images`: the product's image paths in their new order (one left out is
 * removed).
 */
export type ProductAdminUpdate = Schemas["ProductAdminPatch"];

/**
 * A product as staff's answers (`products.admin.*`) show it: every field of the public
 * {@link Product}, and whether the shop shows it (`published: false`: off the shop's lists, search,
 * page, sitemap and feed, still here for staff). Its texts in other locales are
 * `products.getTranslations(id)`.
 */
export type StaffProduct = Schemas["StaffProduct"];

/**
 * A form a product is sold in (a 100 g pack): its article, name, price (kopecks, retail, per unit of
 * the product's `defaultMeasure`) and availability. A product with variants is sold through them
 * alone: a cart line names one (`CartLineInput.variant`).
 */
export type ProductVariant = Schemas["ProductVariant"];

/** Every variant of a product as staff set them (`createProductVariantsApi(client).set`). */
export type VariantsInput = Schemas["VariantsInput"];

/**
 * A YML import staff started (`catalogImports.start(file)`), as `catalogImports.get(id)` answers
 * it: `running` through two phases (`checking` reads the whole file first, so malformed XML writes
 * nothing; `importing` writes batches of 500 offers, each one transaction), then `finished` with
 * its counts and refusals, or `failed` with a `problem` (422: not a YML document, nothing written).
 */
export type CatalogImport = Schemas["CatalogImport"];
/** The history of imports (`GET /catalog/admin/imports`): jobs without their refusals and report. */
export type CatalogImportCollection = Schemas["CatalogImportCollection"];
/** A line of an import's report. */
export type CatalogImportRefusal = Schemas["CatalogImportRefusal"];
/** Created, updated and unchanged (skipped: already as the file says) items of an import. */
export type CatalogImportCounts = CatalogImport["categories"];

/**
 * A bulk action on products (`productBulkJobs.start(action)`, staff): `move` (with `category`),
 * `publish`, `unpublish`, `change-prices` (with `percent`, a decimal string: `"-10"`, `"12.5"`) or
 * `delete`, on a `selection`: `{ ids }`, or `{ filter }` for all that match the list's filters.
 */
export type ProductBulkAction = Schemas["ProductBulkAction"];
/** Which products a bulk action takes: `{ ids: [4, 5] }` or `{ filter: { search, category, published } }`. */
export type ProductBulkSelection = Schemas["ProductBulkSelection"];
/**
 * A bulk action's job, as `productBulkJobs.get(id)` answers it: `running` with its `progress`, then
 * `finished` (`changed`: how many products it changed) or `failed` with a `problem` (a 422 refusal
 * names its `violations`); a failed job changed nothing.
 */
export type ProductBulkJob = Schemas["ProductBulkJob"];

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
export type ProductEditorReference = Schemas["ProductEditorReference"];

/** A new category (`POST /catalog/admin/categories`, staff), last among its siblings. */
export type CategoryAdminCreate = Schemas["CategoryCreate"];

/**
 * A rename or move of a category (`PATCH /catalog/admin/categories/{id}`): the subtree's paths
 * follow; moving it under itself is 422, a taken path 409.
 */
export type CategoryAdminUpdate = Schemas["CategoryPatch"];

/**
 * Where a product's old slug or a category's old path leads now
 * (`catalog.addressRedirect(kind, from)`): `to` is the page's current address.
 */
export type AddressRedirect = Schemas["AddressRedirect"];

// ---- sitemap and feed (public, read by the storefront's /sitemap.xml and /feeds/market.yml) ----

/** The sitemap's summary (`GET /sitemap`): counts and last changes per page of entries. */
export type SitemapSummary = Schemas["Sitemap"];
export type SitemapPart = Schemas["SitemapPart"];
export type CategorySitemapEntries = Schemas["CategorySitemapEntries"];
export type ProductSitemapEntries = Schemas["ProductSitemapEntries"];
/** The market feed's head (`GET /feeds/market`): its version, categories and offer count. */
export type MarketFeed = Schemas["MarketFeed"];
export type MarketFeedOffers = Schemas["MarketFeedOffers"];
export type MarketFeedOffer = Item<MarketFeedOffers["member"]>;

// ---- carts ----

export type CartTotals = Schemas["Totals"];
/** A cart line; the product's `image` is the path of its first image; `variant` for a product sold in variants. */
export type CartItem = Item<Cart["items"]>;

/** The variant of a cart line: its id, article and name («100 г»). */
export type CartLineVariant = Schemas["CartLineVariant"];

/**
 * A stored cart line the shop cannot sell now (staff removed the product's price in that measure,
 * or changed its step), with `reason`, a sentence for the customer in the request's language. It is
 * out of `items` and the totals, stays stored (back in `items` once the product is sold again), and
 * leaves the cart when the customer removes it (quantity 0 through `carts.add`). Checkout refuses a
 * cart with such lines (422 naming `unavailableItems.N`).
 */
export type UnavailableCartItem = Schemas["UnavailableCartLine"];

/**
 * A cart; a calculated one (`carts.calculate`) is not stored, so its `@id`, `id` and `updatedAt`
 * are null. `unavailableItems` holds stored lines that cannot be bought now, never silently left out.
 */
export type Cart = Schemas["Cart"];

/**
 * A cart line as the client sends it: product by number, variant by article, measure by code. A {@link CartItem} fits
 * as it is (only these fields go out).
 */
export interface CartLineInput {
  product: { number: string };
  /** The variant (by its article) of a product sold in variants; required for one, refused otherwise. */
  variant?: { number: string } | undefined;
  measure: { code: MeasureCode };
  quantity: number;
}

/**
 * A cart's lines and currency as the client sends them (the API's `CartInput`, by number and code).
 * The currency is the code the session names (`Session["defaultCurrency"]`, a string); the API takes
 * `Schemas["CartInput"]["currency"]` only and answers 422 for another.
 */
export interface CartInput {
  items: readonly CartLineInput[];
  currency: string;
}

// ---- orders and checkout ----

export type SalesChannel = Schemas["SalesChannel"];
export type SalesChannelInput = Schemas["SalesChannelInput"];
export type OrderStatus = Schemas["OrderStatus"];

/** A new order status; `salesChannels` takes IRIs, or the channels themselves (sent as their IRIs). */
export type OrderStatusInput = Omit<Schemas["OrderStatusInput"], "salesChannels"> & {
  salesChannels?: (Iri | SalesChannel)[];
};

export type TradingContract = Schemas["TradingContract"];
export type TradingContractInput = Schemas["TradingContractInput"];

/** An account as staff see it (`/user/admin/users`). */
export type AdminUser = Schemas["AdminUser"];

/** The roles of an account; `ROLE_ADMIN` includes `ROLE_STAFF`, which includes `ROLE_USER`. */
export type Role = SalesChannel["ordersAccessRole"];

/**
 * What staff may change about an account: its trading contract (its IRI, or the contract itself,
 * sent as its IRI; `null` takes it away); administrators also its roles. Nobody changes their own
 * account this way (403).
 */
export type AdminUserUpdate = Omit<Schemas["AdminUserPatch"], "tradingContract"> & {
  tradingContract?: Iri | TradingContract | null;
};

// ---- the audit log (administrators) ----

/** One change made through the admin API (`/core/admin/audit-log`). */
export type AuditEntry = Omit<Schemas["AuditEntry"], "before" | "after"> & {
  /** The record before the change, as the admin API shows it; null for a creation. */
  before: JsonValue;
  /** The record after the change; null for a deletion. */
  after: JsonValue;
};

/** The kinds of record the audit log names. */
export type AuditedResource = Schemas["AuditEntry"]["resource"];

/** What was done: `translate` changed an item's texts, `move` a status's place. */
export type AuditOperation = Schemas["AuditEntry"]["operation"];

/** A JSON value, as an audit entry keeps a record. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Filters of the audit log: `actor` is an account's id or IRI. */
export type AuditLogFilters = {
  resource: AuditedResource;
  resourceId: string;
  actor: string | number;
  "actor.email": string;
  /** Only the changes of one YML import: its id or IRI. */
  import: string | number;
};

export type Recipient = Schemas["Recipient"];
export type Address = NonNullable<Schemas["Checkout"]["delivery"]["address"]>;
export type DeliveryMethod = Schemas["Checkout"]["delivery"]["method"];
export type PaymentMethod = Schemas["Checkout"]["payment"]["method"];

/**
 * An order as the shopper places it: `cart` is the cart's IRI, or the cart itself (sent as its
 * IRI); `expectedTotalAmount` is the total the shopper saw (a different server total answers 409
 * price-changed).
 */
export type CheckoutInput = Omit<Schemas["Checkout"], "cart"> & { cart: Iri | Cart };

/** An order's totals: `totalAmount` includes delivery. */
export type OrderTotals = Order["totals"];

/** A line of an order; its product may have been deleted since, so its `@id` and `id` may be null. */
export type OrderItem = Item<Order["items"]>;

/** An order; its `number` ("2026-000123") is also its slug. */
export type Order = Schemas["Order"];

/** What staff may change on an order: `status` by IRI, id, `{ code }`, or the status itself (sent as its IRI). */
export type OrderAdminUpdate = Omit<Schemas["OrderPatch"], "status"> & {
  status?: Schemas["OrderPatch"]["status"] | OrderStatus;
};

export type OrderFilters = {
  "status.code": string;
  number: string;
  createdAt: string | Date;
};
