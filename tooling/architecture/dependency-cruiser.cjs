// Import rules of ARCHITECTURE.md and STYLE.md. `pnpm lint` (and so `./shop test`) fails on any
// violation. Paths are relative to the repository root, where the check runs.
const reactModules = "react|react-dom|jotai|@tanstack/react-[^/]+|@ark-ui/react";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "packages-never-import-apps",
      comment: "Dependencies point one way: apps -> packages -> tooling.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "apps-do-not-import-each-other",
      comment: "An app talks to another app over HTTP, not through imports.",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "core-packages-stay-framework-agnostic",
      comment:
        "api-client and cart-core run in Node, browsers and workers: no React. React glue lives in a /react subpath (src/react/).",
      severity: "error",
      from: { path: "^packages/(api-client|cart-core)/src/", pathNot: "^packages/[^/]+/src/react/" },
      to: { path: `^(${reactModules})$|node_modules/(${reactModules})/` },
    },
    {
      name: "features-do-not-import-each-other",
      comment:
        "A storefront feature uses shared code below features, never another feature (bulletproof-react).",
      severity: "error",
      from: { path: "^apps/storefront/src/features/([^/]+)/" },
      to: { path: "^apps/storefront/src/features/", pathNot: "^apps/storefront/src/features/$1/" },
    },
    {
      name: "admin-features-do-not-import-each-other",
      comment:
        "The staff area is a feature made of features (orders, products, categories...): each uses the staff area's shared parts (the files directly in features/admin/, its resource/ kit for list and form screens, and shared/: the lookups and the translations editor more than one screen uses), never another one.",
      severity: "error",
      from: { path: "^apps/storefront/src/features/admin/([^/]+)/" },
      to: {
        path: "^apps/storefront/src/features/admin/[^/]+/",
        pathNot: "^apps/storefront/src/features/admin/($1|resource|shared)/",
      },
    },
    {
      name: "shared-code-does-not-import-features",
      comment: "Code below features (lib, components) must not depend on a feature.",
      severity: "error",
      from: { path: "^apps/storefront/src/(lib|components)/" },
      to: { path: "^apps/storefront/src/features/" },
    },
    {
      name: "only-the-shell-imports-the-app",
      comment:
        "src/app/ starts the app and holds its shell: it may use features and shared code, not the other way round (tests of shared code may start the app).",
      severity: "error",
      from: {
        path: "^apps/storefront/src/(features|lib|components)/",
        pathNot: "\\.test\\.tsx?$",
      },
      to: { path: "^apps/storefront/src/app/" },
    },
    {
      name: "storefront-catalogs-load-in-one-place",
      comment:
        "The storefront's compiled messages (src/catalogs/) are handed to Lingui by lib/catalogs.ts (the browser's: Russian shop messages at hand, the rest fetched) and lib/every-catalog.ts (the server's and tests'); any other import would put a catalog into a page's chunk.",
      severity: "error",
      from: {
        path: "^apps/storefront/src/",
        pathNot: "^apps/storefront/src/(lib/(catalogs|every-catalog)\\.ts$|catalogs/)",
      },
      to: { path: "^apps/storefront/src/catalogs/" },
    },
    {
      name: "every-catalog-is-for-servers-and-tests",
      comment:
        "lib/every-catalog.ts holds every message in every locale: only the server's branch of lib/i18n.ts and tests may import it, so browsers never download it.",
      severity: "error",
      from: {
        path: "^apps/storefront/src/",
        pathNot: "^apps/storefront/src/(lib/i18n\\.ts$|.+\\.test\\.tsx?$)",
      },
      to: { path: "^apps/storefront/src/lib/every-catalog\\.ts$" },
    },
    {
      name: "storefront-build-does-not-import-bench",
      comment:
        "build/ makes what is deployed; bench/ measures it. A build step reads what it needs from build/ (start-manifest.ts), which the benches may import, never from a benchmark.",
      severity: "error",
      from: { path: "^apps/storefront/build/" },
      to: { path: "^apps/storefront/bench/" },
    },
    {
      name: "service-worker-imports-only-its-protocol",
      comment:
        "The service worker is a bundle of its own (tsup, for browsers' worker scope): besides Workbox it imports only what pages and worker agree on (lib/service-worker-protocol.ts) and the DOM-free rule of a public page they share with the server (lib/public-html-answer.ts), so nothing of the app's React, DOM or server code reaches it.",
      severity: "error",
      from: { path: "^apps/storefront/service-worker/" },
      to: {
        pathNot:
          "^apps/storefront/service-worker/|^apps/storefront/src/lib/(service-worker-protocol|public-html-answer)\\.ts$|node_modules/workbox-[^/]+/",
      },
    },
    {
      name: "the-app-does-not-import-the-service-worker",
      comment:
        "Pages talk to the worker by messages and caches (lib/service-worker-protocol.ts), never by importing its code, which runs in another scope.",
      severity: "error",
      from: { path: "^apps/storefront/src/" },
      to: { path: "^apps/storefront/service-worker/" },
    },
    {
      name: "api-domain-knows-no-http",
      comment:
        "The API's domain (its rules, SQL and transactions: order visibility, the audit log, pricing) is called by route modules and middleware, never the other way round: it imports nothing from http/ or routes/.",
      severity: "error",
      from: { path: "^apps/api/src/domain/" },
      to: { path: "^apps/api/src/(http|routes)/" },
    },
    {
      name: "api-identity-knows-no-http",
      comment:
        "identity/ (accounts, registration, codes, passwords, sessions, the profile) is domain code too: route modules and the auth middleware call it, it imports nothing from http/ or routes/.",
      severity: "error",
      from: { path: "^apps/api/src/identity/" },
      to: { path: "^apps/api/src/(http|routes)/" },
    },
    {
      name: "api-mail-only-delivers",
      comment:
        "mail/ queues and delivers messages (the outbox, the sender); what a mail says is its sender's (identity/mails.ts): it imports nothing of identity/, domain/, http/ or routes/.",
      severity: "error",
      from: { path: "^apps/api/src/mail/" },
      to: { path: "^apps/api/src/(identity|domain|http|routes)/" },
    },
    {
      name: "api-db-is-the-bottom-layer",
      comment:
        "db/ holds the schema, the client and SQL helpers: it imports no layer above it. The seed, an application job that uses the domain's and identity's rules, lives in src/seed/.",
      severity: "error",
      from: { path: "^apps/api/src/db/" },
      to: { path: "^apps/api/src/(domain|identity|mail|http|routes|seed)/" },
    },
    {
      name: "api-http-does-not-import-routes",
      comment:
        "http/ holds the middleware and the HTTP plumbing route modules are built with (OpenAPI helpers, JSON-LD, problem details): it sits below the route modules and never imports one.",
      severity: "error",
      from: { path: "^apps/api/src/http/" },
      to: { path: "^apps/api/src/routes/" },
    },
    {
      name: "api-routes-do-not-import-routes",
      comment:
        "A route module (a file directly in routes/) declares its operations, calls the domain and shapes the answer: what two route modules share lives below them (domain/, identity/, http/, or the answer schemas of routes/schemas/), never in one of them. Tests may import the module they test.",
      severity: "error",
      from: { path: "^apps/api/src/routes/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/api/src/routes/[^/]+\\.ts$" },
    },
    {
      name: "storefront-no-import-circles",
      comment:
        "Modules of the storefront import each other one way only. TanStack Router's generated routeTree.gen.ts imports every route, and router.tsx (which the routes' types name) imports it: that loop is the router's design, so the generated file is left out.",
      severity: "error",
      from: { path: "^apps/storefront/(src|server)/" },
      to: { circular: true, viaOnly: { pathNot: "^apps/storefront/src/routeTree\\.gen\\.ts$" } },
    },
    {
      name: "api-no-import-circles",
      comment:
        "Modules of the API import each other one way only (a type-only loop too: it hides which of two modules is the lower one).",
      severity: "error",
      from: { path: "^apps/api/src/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules|reports|storybook-static|styled-system)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["@shop/source", "import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types"],
    },
    tsConfig: { fileName: "tsconfig.base.json" },
  },
};
