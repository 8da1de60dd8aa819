import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";

/** Lifetime of a token: a browser session by default, a year with "remember me" (SPEC.md §9). */
export const TOKEN_TTL_SECONDS = { session: 24 * 60 * 60, rememberMe: 365 * 24 * 60 * 60 } as const;

const SECRET_SETTING = "jwtSecret";
const ALGORITHM = "HS256";

/** The claims the API reads back from a verified token. */
export interface VerifiedToken {
  userId: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

/** Why a token was refused; the auth middleware turns both into 401. */
export type TokenFailure = "invalid" | "expired";

export interface TokenService {
  sign(
    user: { id: number; email: string; roles: readonly string[] },
    options?: { rememberMe?: boolean },
  ): Promise<string>;
  verify(token: string): Promise<VerifiedToken | TokenFailure>;
}

/**
 * Signs and verifies the API's JWTs (HS256). The key is `secret` when given (`JWT_SECRET`), else a
 * random one generated at first start and kept in the private settings, so tokens survive restarts
 * and every replica sharing the database agrees on it. Resolved lazily, once.
 * @example
 *   const tokens = createTokenService(database.db, { secret: process.env.JWT_SECRET });
 *   const token = await tokens.sign(user, { rememberMe: true });
 */
export function createTokenService(db: Database, { secret }: { secret?: string } = {}): TokenService {
  let key: Promise<Uint8Array> | undefined;
  const loadKey = () => {
    key ??= (secret ? Promise.resolve(secret) : storedSecret(db)).then((text) =>
      new TextEncoder().encode(text),
    );
    // A failed load (database down) must not be remembered: the next request tries again.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };

  return {
    async sign(user, { rememberMe = false } = {}) {
      const ttl = rememberMe ? TOKEN_TTL_SECONDS.rememberMe : TOKEN_TTL_SECONDS.session;
      return new SignJWT({ email: user.email, roles: [...user.roles] })
        .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ttl}s`)
        .sign(await loadKey());
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await loadKey(), { algorithms: [ALGORITHM] });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.iat !== "number") return "invalid";
        return { userId, issuedAt: payload.iat };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return "expired";
        if (error instanceof joseErrors.JOSEError) return "invalid";
        throw error;
      }
    },
  };
}

/** The generated secret from the settings; the first replica to start writes it, the others read it. */
async function storedSecret(db: Database): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_SETTING, value: randomBytes(32).toString("base64url"), isPublic: "private" })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SECRET_SETTING));
  if (typeof row?.value !== "string") throw new Error("The JWT secret setting is missing or not a string.");
  return row.value;
}
