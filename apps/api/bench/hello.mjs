// The baselines of the benchmark: the same Node HTTP server and framework as the API, answering a
// constant. The catalog's throughput is reported as a share of the hello-world one.
// - BODY_FILE: answers that JSON instead (parsed once, serialised per request as the API does),
//   the most the stack can do for an answer of that size with no work behind it;
// - and DATABASE_URL too: first reads one product by its number (`GET /<number>`, one indexed
//   query through postgres.js with the API's pool size), the most any answer that needs the
//   database once can do.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import postgres from "postgres";

const body = process.env.BODY_FILE ? JSON.parse(readFileSync(process.env.BODY_FILE, "utf8")) : undefined;
const sql = process.env.DATABASE_URL ? postgres(process.env.DATABASE_URL, { max: 10 }) : undefined;
const app = new Hono()
  .get("/", (c) => (body === undefined ? c.text("Hello World") : c.json(body)))
  .get("/:number", async (c) => {
    const [row] = sql
      ? await sql`select id, slug, title from products where number = ${c.req.param("number")}`
      : [];
    return c.json({ ...body, id: row?.id, slug: row?.slug, title: row?.title });
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
  process.stdout.write("ready\n");
});
