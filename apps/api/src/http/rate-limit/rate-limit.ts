import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client";
import { rateLimits } from "../../db/schema/index";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";

export interface RateLimitRule {
  /** Names the counter family, e.g. `login-ip`. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so several API replicas share one limit. One
 * statement per hit (insert or increment, resetting an elapsed window), atomic on both drivers.
 * @example
 *   const limiter = createRateLimiter(db);
 *   const { allowed } = await limiter.hit({ bucket: "login-ip", limit: 30, windowMs: 900_000 }, ip);
 */
export function createRateLimiter(db: Database) {
  let lastSweep = 0;
  return {
    async hit(rule: RateLimitRule, subject: string): Promise<RateLimitResult> {
      if (Date.now() - lastSweep > 60_000) {
        lastSweep = Date.now();
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
      }
      const windowEnd = sql`now() + ${rule.windowMs} * interval '1 millisecond'`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: `${rule.bucket}:${subject}`, hits: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning();
      if (!row) throw new Error("rate limit upsert returned no row");
      return resultOf(rule, row.hits, row.resetAt);
    },
    /**
     * Gives back one hit counted in the current window, e.g. a sign-in that turned out to be
     * right: limits on failures count every attempt first (so simultaneous attempts cannot all
     * pass a check made before any of them is counted) and refund the ones that succeed.
     */
    async refund(rule: RateLimitRule, subject: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, `${rule.bucket}:${subject}`), gt(rateLimits.resetAt, sql`now()`)));
    },
    /** Forgets a counter, e.g. an account's failed sign-ins after a successful one. */
    async reset(rule: RateLimitRule, subject: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, `${rule.bucket}:${subject}`));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

function resultOf(rule: RateLimitRule, hits: number, resetAt: Date): RateLimitResult {
  return {
    allowed: hits <= rule.limit,
    remaining: Math.max(0, rule.limit - hits),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)),
  };
}

/**
 * The 429 problem (with `Retry-After`) of a used-up limit.
 * @example
 *   if (!result.allowed) throw tooManyRequests(c, result);
 */
export function tooManyRequests(c: Context, result: RateLimitResult): HttpProblem {
  c.header("Retry-After", String(result.retryAfterSeconds));
  return new HttpProblem(429, {
    type: "/api/problems/too-many-requests",
    detail:
      result.retryAfterSeconds < 60
        ? `Слишком много попыток. Повторите через ${result.retryAfterSeconds} с.`
        : `Слишком много попыток. Повторите через ${Math.ceil(result.retryAfterSeconds / 60)} мин.`,
  });
}

/**
 * Counts each request under `subject(c)` (skipped when it returns undefined) and answers 429 with
 * `Retry-After` once the rule's limit is used up in the current window.
 * @example
 *   authApp.use("/auth", rateLimit(limiter, { bucket: "login-ip", limit: 30, windowMs: 900_000 }, clientOf));
 */
export function rateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  subject: (c: Context<AppEnv>) => string | undefined | Promise<string | undefined>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = await subject(c);
    if (key === undefined) return next();
    const result = await limiter.hit(rule, key);
    if (!result.allowed) throw tooManyRequests(c, result);
    return next();
  };
}
