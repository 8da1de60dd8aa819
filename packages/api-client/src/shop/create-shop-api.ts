import type { ApiClient, CallOptions } from "../create-api-client";
import type { MessageResponse } from "../json-ld";
import { defineResource, type ResourceId } from "../resource";
import type {
  AddressRedirect,
  AdminUser,
  AdminUserUpdate,
  AuditEntry,
  AuditLogFilters,
  Cart,
  CartInput,
  CatalogImport,
  Category,
  CategoryAdminCreate,
  CategoryAdminUpdate,
  CategorySitemapEntries,
  CheckoutInput,
  ConfirmationCode,
  Credentials,
  EmailChange,
  IntlEntry,
  MarketFeed,
  MarketFeedOffers,
  Order,
  OrderAdminUpdate,
  OrderFilters,
  OrderStatus,
  OrderStatusInput,
  PasswordChange,
  PasswordChanged,
  PasswordWithCode,
  Product,
  ProductAdminCreate,
  ProductAdminUpdate,
  ProductCard,
  ProductEditorReference,
  ProductFilters,
  ProductSitemapEntries,
  ProductSort,
  Profile,
  ProfileUpdate,
  PublicSettings,
  Registration,
  SalesChannel,
  SalesChannelInput,
  Session,
  SignedIn,
  SitemapSummary,
  StaffProduct,
  StaffProductFilters,
  Suggestions,
  TradingContract,
  TradingContractInput,
} from "./types";

/** Options of a checkout submission. */
export interface CheckoutOptions extends CallOptions {
  /**
   * One key per order attempt, reused when the same attempt is sent again (after a timeout, a
   * double click): the API then answers with the order it already made instead of a second one.
   */
  idempotencyKey: string;
}

/** Options of the cart calls that either start a new cart or change an existing one. */
export interface CartTargetOptions extends CallOptions {
  /** The cart to change; without it the API starts a new cart of the caller. */
  cartId?: ResourceId;
}

/**
 * A fresh idempotency key for {@link CheckoutOptions} (a UUID where the runtime has one).
 * @example
 *   const key = createIdempotencyKey(); // keep it until the order is placed
 */
export function createIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a shop opened over plain http on a LAN still needs a key.
  if (typeof globalThis.crypto?.randomUUID === "function") return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// Auth and user forms show their own errors (SPEC.md: auth calls collect errors in a list): a 403
// there (registration disabled, account not confirmed) is not the fatal error page.
// Anonymous as well: a 401 there means wrong credentials, not an expired session.
const formCall = (options?: CallOptions): CallOptions => ({ handled: true, ...options, anonymous: true });

const email = (address: string) => `/user/users-by-email/${encodeURIComponent(address)}`;

// Only number, variant, code and quantity go out: a CartItem from an answer can be passed back as it is.
const cartBody = (input: CartInput) => ({
  items: input.items.map(({ product, variant, measure, quantity }) => ({
    product: { number: product.number },
    ...(variant ? { variant: { number: variant.number } } : {}),
    measure: { code: measure.code },
    quantity,
  })),
  currency: input.currency,
});

const intlList = (client: ApiClient, list: string) =>
  defineResource<{ item: IntlEntry; filters: { code: string } }>()(client, {
    path: `/core/admin/intl/${list}`,
    operations: ["list", "get"],
  });

/**
 * The typed resources of the shop API (docs/contract.md) on top of a client.
 * @example
 *   const shop = createShopApi(createApiClient({ baseURL: "/api", getLocale: () => "ru-RU" }));
 *   const teas = await shop.products.list({ filters: { category: "tea/green" }, sort: { number: "asc" } });
 *   if (!isNetworkFailure(teas)) console.log(teas.totalItems);
 */
export function createShopApi(client: ApiClient) {
  return {
    auth: {
      /**
       * `POST /auth`: anonymous, so wrong credentials (401) do not log anybody out; handled, so an
       * unconfirmed account (403) stays on the form. Send an earlier answer's `deviceToken` in the
       * `Device-Token` header, so that others' failures never lock this client out.
       * @example
       *   await shop.auth.login(credentials, { headers: { "Device-Token": saved.deviceToken } });
       */
      login: (credentials: Credentials, options?: CallOptions) =>
        client.post<SignedIn>("/auth", credentials, formCall(options)),
      /**
       * `POST /auth/logout` → 204: the token the client sends stops working on the server. Silent:
       * a token already refused (401) means the work is done, and a logout shows no error.
       */
      logout: (options?: CallOptions) =>
        client.post<undefined>("/auth/logout", undefined, { silent: true, handled: true, ...options }),
    },

    users: {
      /** `POST /user/users` → 202 MessageResponse. */
      register: (body: Registration, options?: CallOptions) =>
        client.post<MessageResponse>("/user/users", body, formCall(options)),
      confirmRegistration: (username: string, body: ConfirmationCode, options?: CallOptions) =>
        client.patch<MessageResponse>(`${email(username)}/confirm-registration`, body, formCall(options)),
      requestPasswordRecovery: (username: string, options?: CallOptions) =>
        client.patch<MessageResponse>(`${email(username)}/password-recovery`, {}, formCall(options)),
      confirmPasswordRecovery: (username: string, body: PasswordWithCode, options?: CallOptions) =>
        client.patch<MessageResponse>(
          `${email(username)}/password-recovery/confirm`,
          body,
          formCall(options),
        ),
      createPassword: (username: string, body: PasswordWithCode, options?: CallOptions) =>
        client.patch<MessageResponse>(`${email(username)}/create-password`, body, formCall(options)),
      /**
       * Accounts for staff: list (`search` matches email and names), read, assign a trading
       * contract; administrators also change roles.
       */
      admin: defineResource<{ item: AdminUser; update: AdminUserUpdate }>()(client, {
        path: "/user/admin/users",
        operations: ["list", "get", "update"],
      }),
    },

    session: {
      /** `GET /core/session/session`; `adminPanel` asks for staff mode (`?application=admin-panel`). */
      get: (params: { adminPanel?: boolean } = {}, options?: CallOptions) =>
        client.get<Session>("/core/session/session", {
          ...options,
          query: { application: params.adminPanel ? "admin-panel" : undefined },
        }),
    },

    auditLog: {
      /**
       * Administrators: the changes made through the admin API, newest first (`sort: { at: "asc" }`
       * turns it round); filters `resource`, `resourceId`, `actor` (id or IRI), `actor.email`
       * with `{ contains }` and `import` (a YML import's id or IRI: the changes of its batches).
       */
      admin: defineResource<{ item: AuditEntry; filters: AuditLogFilters; sort: "at" }>()(client, {
        path: "/core/admin/audit-log",
        operations: ["list", "get"],
      }),
    },

    /**
     * The catalog's public pages for a sitemap (anonymous): `get({ pageSize })` cuts categories and
     * products into files of at most `pageSize` entries; `entries(kind, { after, limit })` lists one
     * keyset chunk (at most 5 000) of the entries with an id above `after`, in id order.
     * @example
     *   const { products } = await shop.sitemap.get({ pageSize: 50_000 });
     *   const chunk = await shop.sitemap.entries("products", { after: 0, limit: 5_000 });
     */
    sitemap: {
      get: (query: { pageSize?: number } = {}, options?: CallOptions) =>
        client.get<SitemapSummary>("/sitemap", { anonymous: true, ...options, query }),
      entries: <Kind extends "categories" | "products">(
        kind: Kind,
        query: { after?: number; limit?: number } = {},
        options?: CallOptions,
      ) =>
        client.get<Kind extends "products" ? ProductSitemapEntries : CategorySitemapEntries>(
          `/sitemap/${kind}`,
          { anonymous: true, ...options, query },
        ),
    },

    /**
     * The price-list feed's data (anonymous): `get()` its head (catalog version, categories, offer
     * count), `offers({ after, limit })` one keyset chunk of the products on sale, in id order.
     * @example
     *   const head = await shop.marketFeed.get();
     *   const { member } = await shop.marketFeed.offers({ after: 0, limit: 1_000 });
     */
    marketFeed: {
      get: (options?: CallOptions) =>
        client.get<MarketFeed>("/feeds/market", { anonymous: true, ...options }),
      offers: (query: { after?: number; limit?: number } = {}, options?: CallOptions) =>
        client.get<MarketFeedOffers>("/feeds/market/offers", { anonymous: true, ...options, query }),
    },

    catalog: {
      /**
       * `GET /catalog/address-redirects`: where a product's old slug or a category's old path
       * leads now (404 when it never changed). Ask it where a page is not found, and redirect
       * permanently (308) to `to`.
       * @example
       *   const moved = await shop.catalog.addressRedirect("category", "tea/green");
       */
      addressRedirect: (kind: AddressRedirect["kind"], from: string, options?: CallOptions) =>
        client.get<AddressRedirect>("/catalog/address-redirects", {
          anonymous: true,
          ...options,
          query: { kind, from },
        }),
    },

    settings: {
      /** `GET /core/settings/public` */
      getPublic: (options?: CallOptions) => client.get<PublicSettings>("/core/settings/public", options),
    },

    intl: {
      countries: intlList(client, "countries"),
      currencies: intlList(client, "currencies"),
      languages: intlList(client, "languages"),
      locales: intlList(client, "locales"),
      timezones: intlList(client, "timezones"),
    },

    products: Object.assign(
      defineResource<{
        item: Product;
        filters: ProductFilters;
        sort: ProductSort;
        /** `view: "card"`: what a listing's card shows, a fraction of the bytes. */
        views: { card: ProductCard };
      }>()(client, {
        path: "/catalog/products",
        operations: ["list", "get", "getBySlug", "getTranslations", "updateTranslations"],
      }),
      {
        /**
         * Staff: every product, published or not (`StaffProduct`). `admin.list({ search, filters:
         * { published, category } })`, `admin.create({ number, title, category, defaultMeasure })`,
         * `admin.update(id, { prices: { retail: { kg: 159000 } }, published: false })`, `admin.delete(id)`;
         * `admin.uploadImage(id, file)` and `admin.reference()` below.
         */
        admin: Object.assign(
          defineResource<{
            item: StaffProduct;
            filters: StaffProductFilters;
            create: ProductAdminCreate;
            update: ProductAdminUpdate;
          }>()(client, {
            path: "/catalog/admin/products",
            operations: ["list", "get", "create", "update", "delete"],
          }),
          {
            /**
             * `POST /catalog/admin/products/{id}/images` (multipart, the file in `file`) → the product
             * with the image last. JPEG, PNG, WebP, AVIF or GIF up to 10 MiB; the API refuses others
             * with 415, a larger file with 413 and an unreadable image with 422 on `file`, rejected
             * as an ApiError like any other answer.
             * @example
             *   const product = await shop.products.admin.uploadImage(12, input.files[0]);
             */
            uploadImage: (id: ResourceId, file: Blob, options?: CallOptions & { fileName?: string }) => {
              const { fileName, ...call } = options ?? {};
              const form = new FormData();
              form.set("file", file, fileName ?? (file instanceof File ? file.name : "image"));
              return client.post<StaffProduct>(
                `/catalog/admin/products/${encodeURIComponent(id)}/images`,
                form,
                call,
              );
            },
            /** `GET /catalog/admin/reference`: the measures, price types and attribute values a product may take. */
            reference: (options?: CallOptions) =>
              client.get<ProductEditorReference>("/catalog/admin/reference", options),
          },
        ),
        /** `GET /catalog/products-by-number/{number}` */
        getByNumber: (number: string, options?: CallOptions) =>
          client.get<Product>(`/catalog/products-by-number/${encodeURIComponent(number)}`, options),
        /**
         * `GET /catalog/suggestions?search=`: up to 8 products and 4 categories for the query typed
         * so far. Pass the `signal` of the keystroke's request, so a stale one can be aborted.
         */
        suggest: (query: string, options?: CallOptions) =>
          client.get<Suggestions>("/catalog/suggestions", { ...options, query: { search: query } }),
      },
    ),

    /**
     * Staff: the YML import (1С, МойСклад exports). `start(file)` uploads the file (at most 256 MiB)
     * and answers the job, `get(id)` its state as it runs; one import runs at a time (409 while
     * another does). `rates` are roubles per unit of the file's other currencies (`USD=92.5, EUR=100`),
     * used over the file's own and needed where it names a bank's rate (a 422 on `rates` when unread).
     * @example
     *   let job = await shop.catalogImports.start(input.files[0], { rates: "USD=92.5" });
     *   while (job.status === "running") job = await shop.catalogImports.get(job.id);
     */
    catalogImports: {
      /** `POST /catalog/admin/imports` (multipart, the file in `file`, the rates in `rates`) → 202 and the job. */
      start: (file: Blob, options?: CallOptions & { fileName?: string; rates?: string }) => {
        const { fileName, rates, ...call } = options ?? {};
        const form = new FormData();
        // Before the file: the API reads the form as a stream.
        if (rates?.trim()) form.set("rates", rates.trim());
        form.set("file", file, fileName ?? (file instanceof File ? file.name : "catalog.yml"));
        return client.post<CatalogImport>("/catalog/admin/imports", form, call);
      },
      /** `GET /catalog/admin/imports/{id}` */
      get: (id: ResourceId, options?: CallOptions) =>
        client.get<CatalogImport>(`/catalog/admin/imports/${encodeURIComponent(id)}`, options),
    },

    categories: defineResource<{
      item: Category;
      filters: { parent: string | number };
      create: CategoryAdminCreate;
      update: CategoryAdminUpdate;
    }>()(client, {
      path: "/catalog/categories",
      operations: ["list", "get", "getBySlug", "getTranslations", "updateTranslations"],
      /** Staff: create, rename or move (`update(id, { parent })`), delete when empty (409 otherwise). */
      admin: { path: "/catalog/admin/categories", operations: ["create", "update", "delete"] },
    }),

    carts: Object.assign(
      defineResource<{ item: Cart }>()(client, {
        path: "/sales/carts",
        operations: ["get"],
        admin: { path: "/sales/admin/carts", operations: ["delete"] },
      }),
      {
        /**
         * `POST /sales/carts/add` (new cart) or `PATCH /sales/carts/{id}/add`: each line sent gets the
         * quantity sent, 0 removes it, lines not sent stay (docs/contract.md).
         */
        add: (input: CartInput, { cartId, ...options }: CartTargetOptions = {}) =>
          cartId === undefined
            ? client.post<Cart>("/sales/carts/add", cartBody(input), options)
            : client.patch<Cart>(`/sales/carts/${encodeURIComponent(cartId)}/add`, cartBody(input), options),
        /** `PUT /sales/carts/{id}`: replaces all lines (an extension of the reference API). */
        replace: (id: ResourceId, input: CartInput, options?: CallOptions) =>
          client.put<Cart>(`/sales/carts/${encodeURIComponent(id)}`, cartBody(input), options),
        /** Adds an order's lines at today's prices, to a new cart or to `cartId`. */
        repeatOrder: (orderId: ResourceId, { cartId, ...options }: CartTargetOptions = {}) =>
          cartId === undefined
            ? client.post<Cart>("/sales/carts/repeat-order", undefined, { ...options, query: { orderId } })
            : client.patch<Cart>(`/sales/carts/${encodeURIComponent(cartId)}/repeat-order`, undefined, {
                ...options,
                query: { orderId },
              }),
        /** `POST /sales/carts/calculate`: the priced cart, nothing stored. */
        calculate: (input: CartInput, options?: CallOptions) =>
          client.post<Cart>("/sales/carts/calculate", cartBody(input), options),
      },
    ),

    orders: defineResource<{
      item: Order;
      update: OrderAdminUpdate;
      filters: OrderFilters;
      sort: "createdAt" | "number";
    }>()(client, {
      path: "/sales/orders",
      operations: ["list", "get", "getBySlug"],
      admin: { path: "/sales/admin/orders", operations: ["update", "delete"] },
    }),

    checkout: {
      /**
       * `POST /sales/orders` with `Idempotency-Key`. A changed price rejects with a 409 ApiError whose
       * `problemType` is PRICE_CHANGED_PROBLEM and whose `data.cart` has the fresh totals.
       */
      placeOrder: (input: CheckoutInput, { idempotencyKey, headers, ...options }: CheckoutOptions) =>
        client.post<Order>("/sales/orders", input, {
          ...options,
          headers: { ...headers, "Idempotency-Key": idempotencyKey },
        }),
    },

    orderStatuses: defineResource<{ item: OrderStatus; create: OrderStatusInput }>()(client, {
      path: "/sales/order-statuses",
      operations: ["list", "get", "getByCode"],
      admin: {
        path: "/sales/admin/order-statuses",
        operations: [
          "list",
          "get",
          "create",
          "update",
          "delete",
          "move",
          "getTranslations",
          "updateTranslations",
        ],
      },
    }),

    salesChannels: {
      admin: defineResource<{ item: SalesChannel; create: SalesChannelInput }>()(client, {
        path: "/sales/admin/sales-channels",
        operations: ["list", "get", "create", "update", "delete"],
      }),
    },

    tradingContracts: defineResource<{ item: TradingContract; create: TradingContractInput }>()(client, {
      path: "/sales/trading-contracts",
      operations: ["list", "get"],
      admin: {
        path: "/sales/admin/trading-contracts",
        operations: ["list", "get", "create", "update", "delete"],
      },
    }),

    profile: {
      get: (options?: CallOptions) => client.get<Profile>("/user/profile", options),
      update: (body: ProfileUpdate, options?: CallOptions) =>
        client.patch<Profile>("/user/profile", body, options),
      /** Mails a code to the new address. */
      changeEmail: (body: EmailChange, options?: CallOptions) =>
        client.post<MessageResponse>("/user/profile/change-email", body, options),
      /** Answers the profile with its new email. */
      confirmEmailChange: (body: ConfirmationCode, options?: CallOptions) =>
        client.patch<Profile>("/user/profile/change-email/confirm", body, options),
      /** Signs out other devices; store the answer's new `token`. */
      changePassword: (body: PasswordChange, options?: CallOptions) =>
        client.patch<PasswordChanged>("/user/profile/change-password", body, options),
      /** `POST /user/profile/logout-everywhere` → 204: every token of the account stops working, this one too. */
      logoutEverywhere: (options?: CallOptions) =>
        client.post<undefined>("/user/profile/logout-everywhere", undefined, options),
    },
  };
}

/** The typed shop resources; see {@link createShopApi}. */
export type ShopApi = ReturnType<typeof createShopApi>;
