import type { Logger } from "pino";
import type { VerifiedToken } from "./auth/tokens";
import type { IdempotentRequest } from "./idempotency/idempotent-request";

/** The authenticated caller, when a valid Bearer token was sent. */
export interface AuthUser {
  id: number;
  email: string;
  roles: readonly string[];
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    log: Logger;
    /** Null for anonymous requests. Set by the auth middleware. */
    user: AuthUser | null;
    /** The verified token of a signed-in request (null for anonymous ones). Set by the auth middleware. */
    token: VerifiedToken | null;
    /** Who is asking, as rate limits count them (`http/client-address`): an address, or an IPv6 /64. */
    client: string;
    /** The locale negotiated from Accept-Language (`ru` by default). */
    locale: string;
    /** Set by `idempotency()` for the request whose key it claimed. */
    idempotency: IdempotentRequest | undefined;
  };
}
