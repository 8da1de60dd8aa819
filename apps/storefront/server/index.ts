import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createServerApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? port + 1}`;
// Bundled to dist/server/index.js; the client build sits beside it in dist/client.
const clientDir = fileURLToPath(new URL("../client", import.meta.url));

const server = serve(
  { fetch: createServerApp({ clientDir, apiUrl }).fetch, port, hostname: host },
  (info) => {
    console.log(`storefront listening on http://${host}:${info.port} (API at ${apiUrl})`);
  },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
