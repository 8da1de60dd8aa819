import type { DatabaseExecutor } from "../../db/executor";

/** An answer as the middleware stores and replays it. */
export interface StoredAnswer {
  status: number;
  /** Lower-case names; only the headers worth replaying (content-type, location…). */
  headers: Record<string, string>;
  body: string;
}

/**
 * What a handler behind `idempotency()` may do with its request's key (`c.get("idempotency")`).
 * A handler whose change is one transaction records its answer in that transaction: the change
 * and the answer that reports it are committed together, so a process killed between the commit
 * and the answer leaves a key whose retry replays the answer instead of running the change again.
 */
export interface IdempotentRequest {
  /**
   * Stores `answer` as the replay of this request, inside `tx`'s transaction.
   * @example
   *   await c.get("idempotency")?.complete(tx, { status: 201, headers: { "content-type": "application/json" }, body });
   */
  complete(tx: DatabaseExecutor, answer: StoredAnswer): Promise<void>;
}
