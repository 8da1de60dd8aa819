import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommendation), ~15 ms here.

/**
 * The argon2id hash of a password (or of a confirmation code) for storage.
 * @example
 *   const passwordHash = await hashSecret("tea-lover-2026");
 */
export function hashSecret(plain: string): Promise<string> {
  return hash(plain);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `plain` matches `stored`. Without a stored hash (unknown account, no password yet) it
 * still verifies against a dummy hash, so the answer takes as long either way and timing does not
 * tell whether an account exists.
 * @example
 *   if (!(await verifySecret(user?.passwordHash, password))) throw wrongCredentials();
 */
export async function verifySecret(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash("timing-equaliser-not-a-password");
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(stored, plain).catch(() => false);
}
