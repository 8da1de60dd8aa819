/** The fewest characters of a production `JWT_SECRET`: 32 random characters are well over 128 bits. */
export const MIN_SECRET_LENGTH = 32;
/** The fewest distinct characters: a long run of a few repeated characters is no secret. */
export const MIN_DISTINCT_CHARACTERS = 12;

/**
 * Why `secret` cannot sign a production shop's tokens, or undefined when it can. A production API
 * must not fall back to the secret it generates and stores in its own database (a copy of the
 * database would then be a copy of every token's key), so the secret must be given, and guessable
 * ones are refused.
 * @example
 *   weakSecretReason(undefined); // "JWT_SECRET is not set: …"
 *   weakSecretReason(randomBytes(32).toString("base64url")); // undefined
 */
export function weakSecretReason(secret: string | undefined): string | undefined {
  if (!secret) {
    return "JWT_SECRET is not set: a production API signs its tokens with a secret it is given (e.g. `openssl rand -base64 48`).";
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    return `JWT_SECRET has ${secret.length} characters; a production API needs at least ${MIN_SECRET_LENGTH} random ones.`;
  }
  if (new Set(secret).size < MIN_DISTINCT_CHARACTERS) {
    return `JWT_SECRET repeats too few characters (${new Set(secret).size} distinct); use a random one.`;
  }
  return undefined;
}
