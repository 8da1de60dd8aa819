// A password change answers a new token (the old ones stop working), which must be stored for as
// long as the customer chose at sign-in. The cookie's expiry cannot be read from script, but the
// token itself says how long it was issued for.

const ONE_DAY_SECONDS = 24 * 60 * 60;

/**
 * Whether `token` (a JWT) was issued with "remember me": valid for more than a day. Unreadable
 * tokens count as not remembered, the safer choice on a shared computer.
 * @example
 *   isRememberedToken(readToken() ?? ""); // true after a sign-in with "remember me"
 */
export function isRememberedToken(token: string): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "=")));
    if (typeof claims !== "object" || claims === null) return false;
    const { iat, exp } = claims as { iat?: unknown; exp?: unknown };
    return typeof iat === "number" && typeof exp === "number" && exp - iat > ONE_DAY_SECONDS;
  } catch {
    return false;
  }
}
