import type { Context } from "hono";
import { emailKey } from "../../identity/email";
import type { AppEnv } from "../env";

/** An hour, the window of the mail limits. */
export const HOUR = 60 * 60 * 1000;
/** Mails one address may be sent per hour, and requests per IP address: no mail bombing. */
export const MAIL_LIMITS = { perEmail: 5, perAddress: 20 } as const;
/** Code checks per IP address in 15 minutes (each code also allows only 5 attempts). */
export const CODE_CHECKS_PER_ADDRESS = 30;

/**
 * The email of a `users-by-email/{email}` path, normalised like the field, for per-address limits.
 * @example
 *   rateLimit(limiter, { bucket: "recovery-email", limit: MAIL_LIMITS.perEmail, windowMs: HOUR }, pathEmailKey);
 */
export function pathEmailKey(c: Context<AppEnv>): string | undefined {
  const email = c.req.param("email");
  return email === undefined ? undefined : emailKey(email);
}

/**
 * The `email` of a JSON body as a key of per-address limits (the mails a registration or an email
 * change sends), normalised like the field; none when the body has no email.
 * @example
 *   rateLimit(limiter, { bucket: "register-email", limit: MAIL_LIMITS.perEmail, windowMs: HOUR }, bodyEmailKey);
 */
export async function bodyEmailKey(c: Context<AppEnv>): Promise<string | undefined> {
  const body = await c.req.json().catch(() => undefined);
  const email = typeof body === "object" && body !== null && "email" in body ? body.email : undefined;
  return typeof email === "string" ? emailKey(email) : undefined;
}
