import { fileURLToPath } from "node:url";
import { startNodeServer } from "@shop/node-server";
import { createServerApp } from "./app";
import { readServerConfig } from "./config";
import type { PageRenderer } from "./page-renderer";

const { port, host, ...options } = readServerConfig(process.env);
// Bundled to dist/node/index.js; Vite's builds sit beside it: dist/client (the browser's files) and
// dist/server (TanStack Start's server entry, which renders the pages).
const clientDir = fileURLToPath(new URL("../client", import.meta.url));
// The pages ask the API directly, at the address this server forwards /api to.
if (options.apiUrl) process.env.API_URL = options.apiUrl;
const { default: pages }: { default: PageRenderer } = await import(
  new URL("../server/server.js", import.meta.url).href
);

const server = startNodeServer(
  createServerApp({ clientDir, pages, ...options }).fetch,
  { port, hostname: host },
  (info) => {
    console.log(`storefront listening on http://${host}:${info.port} (API at ${options.apiUrl ?? "none"})`);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
