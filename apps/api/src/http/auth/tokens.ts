import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../../db/client";
import { settings } from "../../db/schema/index";
import { startSession } from "../../identity/sessions";

/** Lifetime of a token: a browser session by default, a year with "remember me" (SPEC.md §9). */
export const TOKEN_TTL_SECONDS = { session: 24 * 60 * 60, rememberMe: 365 * 24 * 60 * 60 } as const;

const SECRET_SETTING = "jwtSecret";
const ALGORITHM = "HS256";

/** The claims the API reads back from a verified token. */
export interface VerifiedToken {
  userId: number;
  /** The token's own id (`jti`): its session, which a logout ends. */
  tokenId: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Whether a token was issued with "remember me" (for a year, not a day): a new token that replaces
 * it (a password change) lasts as long.
 */
export const isRememberedToken = ({ issuedAt, expiresAt }: Pick<VerifiedToken, "issuedAt" | "expiresAt">) =>
  expiresAt - issuedAt > TOKEN_TTL_SECONDS.session;

/** Why a token was refused; the auth middleware turns both into 401. */
export type TokenFailure = "invalid" | "expired";

/** Lifetime of a device token: a year, renewed at every sign-in from that browser. */
export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 60 * 60;

/**
 * A browser (or app) that has signed in to an account before, as its device token says: its
 * failed sign-ins are counted on their own, so guesses from elsewhere cannot lock its owner out.
 */
export interface KnownDevice {
  userId: number;
  /** Random, the same for every renewal of the device's token. */
  deviceId: string;
}

export interface TokenService {
  sign(user: { id: number }, options?: { rememberMe?: boolean }): Promise<string>;
  verify(token: string): Promise<VerifiedToken | TokenFailure>;
  /** A device token for `user`: a new device, or `deviceId` renewed. Grants no access of its own. */
  signDevice(user: { id: number }, deviceId?: string): Promise<string>;
  /** The device a device token names, or undefined for anything else (expired, garbled, an access token). */
  verifyDevice(token: string | undefined): Promise<KnownDevice | undefined>;
}

// Access tokens and device tokens share the key and differ in their `typ` header and audience: a
// device token's verification requires both, and an access token's refuses either, so neither is
// ever taken for the other.
const ACCESS_TYPE = "JWT";
const DEVICE_TYPE = "device+jwt";
const DEVICE_AUDIENCE = "sign-in-device";

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
      const tokenId = randomUUID();
      const issuedAt = Math.floor(Date.now() / 1000);
      // Accepted only while its session lasts: a logout ends it on the server (identity/sessions.ts).
      await startSession(db, { tokenId, userId: user.id, expiresAt: new Date((issuedAt + ttl) * 1000) });
      // No email, name or roles: a token is readable by whoever holds it (logs, a shared computer),
      // and roles are read from the account on every request anyway.
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TYPE })
        .setSubject(String(user.id))
        .setJti(tokenId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(await loadKey());
    },
    async verify(token) {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, await loadKey(), {
          algorithms: [ALGORITHM],
        });
        // A device token is no access token, whatever else it carries.
        if (protectedHeader.typ === DEVICE_TYPE || payload.aud !== undefined) return "invalid";
        const userId = Number(payload.sub);
        const { jti, iat, exp } = payload;
        if (!Number.isSafeInteger(userId) || userId <= 0) return "invalid";
        // A token without an id has no session to end (one signed before sessions were kept): refused.
        if (typeof jti !== "string" || jti === "" || typeof iat !== "number" || typeof exp !== "number") {
          return "invalid";
        }
        return { userId, tokenId: jti, issuedAt: iat, expiresAt: exp };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return "expired";
        if (error instanceof joseErrors.JOSEError) return "invalid";
        throw error;
      }
    },
    async signDevice(user, deviceId = randomUUID()) {
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: DEVICE_TYPE })
        .setSubject(String(user.id))
        .setAudience(DEVICE_AUDIENCE)
        .setJti(deviceId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + DEVICE_TOKEN_TTL_SECONDS)
        .sign(await loadKey());
    },
    async verifyDevice(token) {
      if (!token || token.length > 1024) return undefined;
      try {
        const { payload } = await jwtVerify(token, await loadKey(), {
          algorithms: [ALGORITHM],
          typ: DEVICE_TYPE,
          audience: DEVICE_AUDIENCE,
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return undefined;
        if (typeof payload.jti !== "string" || !/^[\w-]{1,64}$/.test(payload.jti)) return undefined;
        return { userId, deviceId: payload.jti };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return undefined;
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
