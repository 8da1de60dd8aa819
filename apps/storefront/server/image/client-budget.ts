export interface ClientBudgetOptions {
  /** Renders a client may start in a burst (the bucket's size). */
  burst: number;
  /** Renders a client gets back per minute (the bucket's refill). */
  perMinute: number;
  /** Renders of one client under way (fetching or waiting included) before more are refused. */
  maxPending: number;
  /** Clients remembered; past it the longest unseen idle ones are forgotten. Default 10 000. */
  maxClients?: number;
}

/** Whether a client may start one more render, and if so, how to say it has ended. */
export type Admission =
  | { admitted: true; release: () => void }
  | { admitted: false; reason: "rate" | "pending"; retryAfterSeconds: number };

interface Account {
  tokens: number;
  updatedAt: number;
  pending: number;
}

/**
 * What each client may make of the image route: a token bucket of renders (cache misses; made
 * images are served without counting) and a cap on its renders under way. In memory, per server:
 * a render costs this server's CPU, whatever other replicas do.
 * @example
 *   const budget = createClientBudget({ burst: 200, perMinute: 120, maxPending: 64 });
 *   const admission = budget.admit("203.0.113.7");
 *   if (!admission.admitted) return tooMany(admission.retryAfterSeconds);
 *   try { await render(); } finally { admission.release(); }
 */
export function createClientBudget({
  burst,
  perMinute,
  maxPending,
  maxClients = 10_000,
}: ClientBudgetOptions) {
  const accounts = new Map<string, Account>();
  const perMs = perMinute / 60_000;

  function accountOf(client: string, now: number): Account {
    const account = accounts.get(client);
    if (!account) return { tokens: burst, updatedAt: now, pending: 0 };
    // Re-inserted below: the Map's order is the order clients were last seen.
    accounts.delete(client);
    account.tokens = Math.min(burst, account.tokens + (now - account.updatedAt) * perMs);
    account.updatedAt = now;
    return account;
  }

  function remember(client: string, account: Account) {
    accounts.set(client, account);
    if (accounts.size <= maxClients) return;
    for (const [oldest, { pending }] of accounts) {
      if (accounts.size <= maxClients) break;
      if (pending === 0) accounts.delete(oldest);
    }
  }

  return {
    admit(client: string, now = Date.now()): Admission {
      const account = accountOf(client, now);
      remember(client, account);
      if (account.pending >= maxPending) return { admitted: false, reason: "pending", retryAfterSeconds: 1 };
      if (account.tokens < 1) {
        const retryAfterSeconds = Math.max(1, Math.ceil((1 - account.tokens) / perMs / 1000));
        return { admitted: false, reason: "rate", retryAfterSeconds };
      }
      account.tokens -= 1;
      account.pending += 1;
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          account.pending -= 1;
        },
      };
    },
    /** Clients remembered. */
    get clients() {
      return accounts.size;
    },
  };
}
