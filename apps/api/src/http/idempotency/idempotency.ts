import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/index";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";

export interface IdempotencyOptions {
  db: Database;
  /** Answer 400 when the header is missing (e.g. checkout); otherwise such requests just run. */
  required?: boolean;
  /** How long a duplicate waits for the first request to finish before it gets 409. */
  waitMs?: number;
  /** How long a running request owns its key; a crashed replica's key is taken over after it. */
  leaseMs?: number;
  /** How long a completed response is replayed. */
  retentionMs?: number;
}

const HEADER = "Idempotency-Key";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Response headers worth replaying; the rest (dates, request ids) belong to each answer. */
const REPLAYED_HEADERS = ["content-type", "location", "etag", "cache-control", "content-language"];
const POLL_MS = 50;

/**
 * Makes an unsafe request safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"): the
 * first request with a key runs; a retry with the same key, caller and request gets the stored
 * response (same status and body, plus `Idempotent-Replayed: true`). A duplicate arriving while the
 * first still runs waits for it, then 409 with `Retry-After`. The same key with a different request
 * is 422. Only 2xx answers are kept: after an error the key is released, so a corrected request may
 * reuse it. Keys live in the database, so this holds across replicas. Must run after
 * `authentication()` (a key belongs to its caller). A handler may record its answer in its own
 * transaction (`c.get("idempotency").complete(tx, answer)`, see `IdempotentRequest` in `idempotent-request.ts`).
 * @example
 *   ordersApp.use("/sales/orders", idempotency({ db, required: true }));
 */
export function idempotency({
  db,
  required = false,
  waitMs = 5_000,
  leaseMs = 30_000,
  retentionMs = 24 * 60 * 60 * 1000,
}: IdempotencyOptions): MiddlewareHandler<AppEnv> {
  let lastSweep = 0;
  return async (c, next) => {
    const key = c.req.header(HEADER);
    if (key === undefined) {
      if (!required) return next();
      throw new HttpProblem(400, {
        type: "/api/problems/idempotency-key-missing",
        detail: "Нужен заголовок Idempotency-Key (например, случайный UUID).",
      });
    }
    if (!KEY_PATTERN.test(key)) {
      throw new HttpProblem(400, {
        type: "/api/problems/idempotency-key-invalid",
        detail: "Заголовок Idempotency-Key должен содержать от 1 до 255 видимых ASCII-символов.",
      });
    }
    const user = c.get("user");
    const owner = user ? `user:${user.id}` : "anonymous";
    const fingerprint = await fingerprintOf(c);
    const where = and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - retentionMs)));
    }

    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ key, owner, fingerprint, state: "processing", leaseUntil: new Date(Date.now() + leaseMs) })
        .onConflictDoNothing()
        .returning();
      if (claimed.length > 0) return run(c, next);

      const [existing] = await db.select().from(idempotencyKeys).where(where);
      if (!existing) continue; // released between our insert and read: claim again
      if (existing.fingerprint !== fingerprint) {
        throw new HttpProblem(422, {
          type: "/api/problems/idempotency-key-reused",
          detail: "Этот ключ Idempotency-Key уже использован для другого запроса.",
        });
      }
      if (existing.state === "completed") return replay(existing);

      if (existing.leaseUntil.getTime() < Date.now()) {
        const taken = await db
          .update(idempotencyKeys)
          .set({ leaseUntil: new Date(Date.now() + leaseMs), createdAt: new Date() })
          .where(
            and(where, eq(idempotencyKeys.state, "processing"), lt(idempotencyKeys.leaseUntil, new Date())),
          )
          .returning();
        if (taken.length > 0) return run(c, next);
        continue;
      }
      if (Date.now() >= deadline) {
        c.header("Retry-After", "1");
        throw new HttpProblem(409, {
          type: "/api/problems/idempotency-key-in-use",
          detail: "Такой же запрос ещё выполняется. Повторите попытку через секунду.",
        });
      }
      await new Promise((resume) => setTimeout(resume, POLL_MS));
    }

    async function run(context: Context<AppEnv>, proceed: () => Promise<void>) {
      let completedByHandler = false;
      context.set("idempotency", {
        async complete(tx, answer) {
          await tx
            .update(idempotencyKeys)
            .set({
              state: "completed",
              responseStatus: answer.status,
              responseHeaders: answer.headers,
              responseBody: answer.body,
            })
            .where(where);
          completedByHandler = true;
        },
      });
      // Only a key still being processed is released: one the handler completed in its
      // transaction stays, even when something after that commit fails.
      const release = () =>
        db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.state, "processing")));
      try {
        await proceed();
      } catch (error) {
        await release();
        throw error;
      }
      const response = context.res;
      if (response.status < 200 || response.status >= 300) {
        await release();
        return;
      }
      if (completedByHandler) return;
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      await db
        .update(idempotencyKeys)
        .set({
          state: "completed",
          responseStatus: response.status,
          responseHeaders: headers,
          responseBody: await response.clone().text(),
        })
        .where(where);
    }
  };
}

function replay(row: typeof idempotencyKeys.$inferSelect): Response {
  return new Response(row.responseBody ?? null, {
    status: row.responseStatus ?? 200,
    headers: { ...row.responseHeaders, "Idempotent-Replayed": "true" },
  });
}

/** What makes two requests "the same": method, path, query and the exact body bytes. */
async function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  const body = await c.req.text();
  return createHash("sha256")
    .update(`${c.req.method}\n${url.pathname}${url.search}\n`)
    .update(body)
    .digest("hex");
}
