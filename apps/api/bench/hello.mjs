// The baseline of the benchmark: the same Node HTTP server and framework as the API, answering a
// constant. The catalog's throughput is reported as a share of this.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono().get("/", (c) => c.text("Hello World"));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  process.stdout.write("ready\n");
});
