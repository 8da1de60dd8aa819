import { OpenAPIHono } from "@hono/zod-openapi";
import pino, { type Logger } from "pino";
import type { DatabaseHandle } from "./db/client";
import {
  type CatalogIndexStore,
  catalogChanged,
  catalogIndex,
  createCatalogIndexStore,
} from "./domain/catalog/index/catalog-index-store";
import type { ImageDecoder } from "./domain/catalog/product-images";
import { readsHiddenProducts } from "./domain/catalog/product-visibility";
import { authentication, requireRole } from "./http/auth/auth";
import { createTokenService } from "./http/auth/tokens";
import { bodyLimit, MAX_BODY_BYTES } from "./http/body-limit/body-limit";
import { clientAddresses } from "./http/client-address/client-address";
import { jsonBodies } from "./http/content-type/content-type";
import type { AppEnv } from "./http/env";
import { invalidInput, problemErrorHandler, problemNotFound } from "./http/errors";
import { locale } from "./http/locale/locale";
import { publicCache } from "./http/public-cache/public-cache";
import { createRateLimiter } from "./http/rate-limit/rate-limit";
import { requestLog } from "./http/request-log/request-log";
import { noSniff } from "./http/response-headers/response-headers";
import { rejectNulInUrl } from "./http/text-input/text-input";
import { addressRedirectRoutes } from "./routes/address-redirects";
import { adminUserRoutes } from "./routes/admin-users";
import { apiDocsRoutes } from "./routes/api-docs";
import { auditLogRoutes } from "./routes/audit-log";
import { authRoutes } from "./routes/auth";
import { cartRoutes } from "./routes/carts";
import { catalogRoutes } from "./routes/catalog";
import { catalogAdminRoutes } from "./routes/catalog-admin";
import { catalogAdminBulkRoutes } from "./routes/catalog-admin-bulk";
import { catalogAdminCategoryRoutes } from "./routes/catalog-admin-categories";
import {
  catalogAdminImageRoutes,
  IMAGE_UPLOADS,
  MAX_IMAGE_UPLOAD_BYTES,
} from "./routes/catalog-admin-images";
import {
  catalogAdminImportRoutes,
  IMPORT_UPLOADS,
  MAX_IMPORT_UPLOAD_BYTES,
} from "./routes/catalog-admin-imports";
import { catalogAdminVariantRoutes } from "./routes/catalog-admin-variants";
import { categoryRoutes } from "./routes/categories";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health";
import { iconRoutes } from "./routes/icons";
import { intlRoutes } from "./routes/intl";
import { marketFeedRoutes } from "./routes/market-feed";
import { mediaRoutes } from "./routes/media";
import { orderStatusRoutes } from "./routes/order-statuses";
import { orderRoutes } from "./routes/orders";
import { profileRoutes } from "./routes/profile";
import { salesChannelRoutes } from "./routes/sales-channels";
import { sessionRoutes } from "./routes/session";
import { settingsRoutes } from "./routes/settings";
import { sitemapRoutes } from "./routes/sitemap";
import { tradingContractRoutes } from "./routes/trading-contracts";
import { userRoutes } from "./routes/users";

/** Methods that carry a body: checked before it is read. */
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"];

export interface AppDependencies {
  database: Pick<DatabaseHandle, "ping" | "db" | "driver">;
  version: string;
  log?: Logger;
  /** HS256 key of the API's tokens (`JWT_SECRET`); without it one is generated and kept in the database. */
  jwtSecret?: string;
  /** Production mode (default: `NODE_ENV=production`): no development mailbox. */
  production?: boolean;
  /** The API reference at `/api/docs` (default: not in production; `API_DOCS=1` asks for it there). */
  apiDocs?: boolean;
  /** In-process cache with ETags for public catalog answers (default on; `CATALOG_CACHE=0` turns it off). */
  catalogCache?: boolean;
  /** The catalog cache's bound in bytes (`CATALOG_CACHE_MB`; default 32 MiB). */
  catalogCacheBytes?: number;
  /** Folder of product images (`DATA_DIR/media`); without it images are drawn on every request. */
  mediaDir?: string;
  /** Decodes staff's image uploads in turn (default: the process's, shared with the YML import). */
  imageDecoder?: ImageDecoder;
  /** Where a staff's YML upload waits for its import (default: the system's temporary folder). */
  uploadDir?: string;
  /** Hosts whose pictures a YML import may fetch (`IMPORT_PICTURE_HOSTS`; none by default). */
  pictureHosts?: readonly string[];
  /** How long a checkout owns its Idempotency-Key before a retry may take it over (default 30 s). */
  idempotencyLeaseMs?: number;
  /** `TRUST_PROXY`: proxies besides loopback whose `X-Forwarded-For` names the client (`http/client-address`). */
  trustProxy?: string;
  /** The catalog index this app reads and keeps up (default: its own over `database`; README of domain/catalog/index). */
  catalogIndexStore?: CatalogIndexStore;
}

/**
 * The whole API under `/api`, as a Hono app (served by Node, driven by `app.request()` in tests).
 * Route modules are factories of their own OpenAPIHono, registered here; `/api/openapi.json`
 * documents them all.
 * @example
 *   const app = createApp({ database, version: "1.0.0" });
 *   const response = await app.request("/api/health");
 */
export function createApp({
  database,
  version,
  log = pino({ level: "silent" }),
  jwtSecret,
  catalogCache = true,
  catalogCacheBytes,
  mediaDir,
  imageDecoder,
  uploadDir,
  pictureHosts,
  idempotencyLeaseMs,
  trustProxy,
  catalogIndexStore = createCatalogIndexStore(database.db),
  production = process.env.NODE_ENV === "production",
  apiDocs = !production,
}: AppDependencies) {
  const tokens = createTokenService(database.db, jwtSecret ? { secret: jwtSecret } : {});
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => (result.success ? undefined : invalidInput(c, result.error)),
  }).basePath("/api");

  app.onError(problemErrorHandler(log));
  app.notFound(problemNotFound);
  // Order matters: the log first (it times and records every answer, errors included), then the
  // caller (from headers alone) and the role checks that need no route, so a body is never read
  // for a caller who may not send it; then the body checks, before anything reads a body.
  app.use(requestLog(log));
  app.use(noSniff());
  app.use(clientAddresses(trustProxy));
  app.use(locale());
  app.use(rejectNulInUrl());
  app.use(authentication({ db: database.db, tokens }));
  // Every write under an `/admin/` path is staff's (routes check their own, finer roles too).
  app.on(WRITE_METHODS, "/*/admin/*", requireRole("ROLE_STAFF"));
  app.use(
    bodyLimit(MAX_BODY_BYTES, [
      { path: IMAGE_UPLOADS, maxBytes: MAX_IMAGE_UPLOAD_BYTES, role: "ROLE_STAFF" },
      { path: IMPORT_UPLOADS, maxBytes: MAX_IMPORT_UPLOAD_BYTES, role: "ROLE_STAFF" },
    ]),
  );
  app.use(jsonBodies({ uploads: [IMAGE_UPLOADS, IMPORT_UPLOADS] }));

  app.route("/", healthRoutes(database, version));
  // A replica learns of another's catalog write through its index's version check (every
  // VERSION_CHECK_MS, started by a request): the public catalog answers follow the index's version,
  // so the answers cached before the write go when the index has it, and the write is in every
  // replica's answers within that bound, not after the cache's 30 s (replicas.postgres.test.ts).
  // What else is kept about the catalog (reference data, category tree and texts) is the index
  // store's, and follows the same version there.
  let followedVersion = 0;
  const followCatalogVersion = async () => {
    followedVersion = (await catalogIndex(catalogIndexStore)).version;
  };
  // The public catalog's answers (categories and products) are served from this cache, keyed by
  // the catalog's version.
  const catalogAnswers = catalogCache
    ? publicCache({
        ...(catalogCacheBytes ? { maxBytes: catalogCacheBytes } : {}),
        version: () => followedVersion,
      })
    : undefined;
  // Staff's answers (`/catalog/admin/…`, and every one a staff member reads: it may hold an
  // unpublished product, domain/catalog/product-visibility.ts) are private: never in the public cache.
  app.use("/catalog/*", async (c, next) => {
    if (c.req.path.startsWith("/api/catalog/admin/")) return next();
    await followCatalogVersion();
    if (!catalogAnswers || readsHiddenProducts(c.get("user"))) return next();
    return catalogAnswers.middleware(c, next);
  });
  app.route("/", categoryRoutes(catalogIndexStore));
  app.route("/", addressRedirectRoutes(database.db));
  app.route("/", catalogRoutes(database.db, { answers: catalogAnswers, catalog: catalogIndexStore }));
  // A staff write to the catalog is in this replica's next answers: the index (and what its store
  // keeps for the version) follows it, the cached answers are dropped.
  const catalogWritten = async () => {
    await catalogChanged(catalogIndexStore);
    catalogAnswers?.invalidate();
  };
  // Before the editor's routes, which refuse the other PUTs under /catalog/admin/products.
  app.route(
    "/",
    catalogAdminVariantRoutes(database.db, { catalog: catalogIndexStore, onChange: catalogWritten }),
  );
  app.route(
    "/",
    catalogAdminRoutes(database.db, { catalog: catalogIndexStore, onChange: catalogWritten, mediaDir }),
  );
  app.route(
    "/",
    catalogAdminImageRoutes(database.db, {
      catalog: catalogIndexStore,
      onChange: catalogWritten,
      mediaDir,
      imageDecoder,
    }),
  );
  app.route(
    "/",
    catalogAdminBulkRoutes(database.db, {
      catalog: catalogIndexStore,
      onChange: catalogWritten,
      mediaDir,
      onError: (err) => log.error({ err }, "product bulk action failed"),
    }),
  );
  app.route(
    "/",
    catalogAdminCategoryRoutes(database.db, { catalog: catalogIndexStore, onChange: catalogWritten }),
  );
  app.route(
    "/",
    catalogAdminImportRoutes(database.db, {
      onChange: catalogWritten,
      uploadDir,
      mediaDir,
      ...(pictureHosts ? { pictureHosts } : {}),
      onError: (err) => log.error({ err }, "catalog import failed"),
    }),
  );
  app.route("/", sitemapRoutes(database.db));
  app.route("/", marketFeedRoutes(database.db));
  app.route("/", cartRoutes(database.db, { catalog: catalogIndexStore }));
  app.route(
    "/",
    orderRoutes(database.db, {
      catalog: catalogIndexStore,
      ...(idempotencyLeaseMs ? { idempotencyLeaseMs } : {}),
    }),
  );
  app.route("/", orderStatusRoutes(database.db));
  app.route("/", salesChannelRoutes(database.db));
  app.route("/", tradingContractRoutes(database.db));
  app.route("/", intlRoutes(database.db));
  app.route("/", sessionRoutes(database.db, { catalog: catalogIndexStore }));
  app.route("/", mediaRoutes(database.db, { mediaDir }));
  app.route("/", iconRoutes());
  const limiter = createRateLimiter(database.db);
  app.route("/", authRoutes({ db: database.db, tokens, limiter }));
  app.route("/", userRoutes({ db: database.db, limiter }));
  app.route("/", profileRoutes({ db: database.db, tokens, limiter }));
  app.route("/", adminUserRoutes(database.db));
  app.route("/", settingsRoutes(database.db));
  app.route("/", auditLogRoutes(database.db));
  if (!production) app.route("/", devMailboxRoutes(database.db));

  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The token of `POST /api/auth`.",
  });
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "Shop API", version, description: "The reference API of the shop (SPEC.md section 7)." },
  });
  if (apiDocs) app.route("/", apiDocsRoutes());
  return app;
}
