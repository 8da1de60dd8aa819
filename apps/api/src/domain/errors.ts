import type { Violation } from "./violation";

/** What kind of "no" a domain rule answers; the HTTP layer maps each to a status (`http/errors.ts`). */
export type DomainErrorKind = "not-found" | "conflict" | "invalid" | "forbidden" | "unauthenticated";

/**
 * A domain rule refused the operation. The domain knows nothing of HTTP: `problemErrorHandler`
 * answers this as a problem document (404, 409, 422, 403 or 401), its texts translated as any other.
 * @example
 *   throw new DomainError("not-found", { detail: "Корзина не найдена." });
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly init: {
    title?: string;
    detail?: string;
    type?: string;
    violations?: Violation[];
    [extension: string]: unknown;
  };

  constructor(kind: DomainErrorKind, init: DomainError["init"]) {
    super(init.detail ?? init.title ?? kind);
    this.kind = kind;
    this.init = init;
  }
}

/**
 * An item the caller named does not exist (or is not theirs to see): 404.
 * @example
 *   throw notFound("Заказ не найден.");
 */
export const notFound = (detail: string) => new DomainError("not-found", { detail });
