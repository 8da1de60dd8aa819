import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createServerApp } from "./app";
import { readServerConfig } from "./config";

const { port, host, ...options } = readServerConfig(process.env);
// Bundled to dist/server/index.js; the client build sits beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

const server = serve(
  { fetch: createServerApp({ clientDir, ...options }).fetch, port, hostname: host },
  (info) => {
    console.log(`storefront listening on http://${host}:${info.port} (API at ${options.apiUrl ?? "none"})`);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
