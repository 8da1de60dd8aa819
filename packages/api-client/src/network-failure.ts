/**
 * The empty result of a call that never got an answer (server down, offline, DNS, timeout).
 * SPEC.md section 8 says network failures are only logged and yield an empty result; this value
 * makes that result explicit, so every caller decides what "no answer" means for its screen.
 */
export interface NetworkFailure {
  readonly ok: false;
  readonly reason: "network";
  /** What the runtime said, for logs; not meant for shoppers. */
  readonly message: string;
}

/**
 * Tells a {@link NetworkFailure} apart from an answer.
 * @example
 *   const product = await api.products.get(12);
 *   if (isNetworkFailure(product)) return showOffline();
 *   render(product.title);
 */
export function isNetworkFailure(value: unknown): value is NetworkFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Partial<NetworkFailure>).ok === false &&
    (value as Partial<NetworkFailure>).reason === "network"
  );
}

/** A call's outcome: the answer, or the explicit empty result of a network failure. */
export type ApiResult<T> = T | NetworkFailure;

/**
 * The empty result for a call that never got an answer, with what the runtime said (or the cause it
 * wrapped) as its message: for a wrapper of the client whose own failure is a network's (a client
 * that is loaded lazily and could not be).
 * @example
 *   const result = await import("./client").then(call, (error) => networkFailure(error));
 */
export function networkFailure(cause: unknown): NetworkFailure {
  const message = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause : cause).message : "";
  return Object.freeze({ ok: false, reason: "network", message: message || "Network failure" });
}
