// The baselines of the benchmark: the same Node HTTP server and framework as the API, answering a
// constant. The catalog's throughput is reported as a share of the hello-world one. With
// BODY_FILE, it answers that JSON instead (parsed once, serialised per request as the API does):
// the most the stack can do for an answer of that size with no work behind it.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const body = process.env.BODY_FILE ? JSON.parse(readFileSync(process.env.BODY_FILE, "utf8")) : undefined;
const app = new Hono().get("/", (c) => (body === undefined ? c.text("Hello World") : c.json(body)));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  process.stdout.write("ready\n");
});
