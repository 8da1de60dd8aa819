import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { ZodError } from "zod";
import { DomainError, type DomainErrorKind } from "../domain/errors";
import { HttpProblem, problemResponse } from "./problem";

const DOMAIN_ERROR_STATUS = {
  "not-found": 404,
  conflict: 409,
  invalid: 422,
  forbidden: 403,
  unauthenticated: 401,
} as const satisfies Record<DomainErrorKind, number>;

/**
 * Every error leaves as a problem document; unexpected ones are logged and answered 500 without
 * internals. A database that cannot be reached (down, restarting, out of connections) is a 503
 * with `Retry-After`: the request may well succeed a few seconds later, and the client should
 * know that rather than see a defect.
 */
export function problemErrorHandler(
  log: Pick<Logger, "error"> & Partial<Pick<Logger, "warn">>,
): ErrorHandler {
  return (error, c) => {
    if (error instanceof HttpProblem) return problemResponse(c, error);
    if (error instanceof DomainError) {
      return problemResponse(c, new HttpProblem(DOMAIN_ERROR_STATUS[error.kind], error.init));
    }
    if (error instanceof HTTPException) {
      const status = error.status as ConstructorParameters<typeof HttpProblem>[0];
      return problemResponse(c, new HttpProblem(status, error.message ? { detail: error.message } : {}));
    }
    if (isDatabaseUnavailable(error)) {
      (log.warn ?? log.error).call(log, { err: error, path: c.req.path }, "database unavailable");
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return problemResponse(
        c,
        new HttpProblem(503, {
          type: "/api/problems/database-unavailable",
          detail: "Сервис временно недоступен. Повторите попытку через несколько секунд.",
        }),
      );
    }
    const fromDatabase = problemFromDatabaseError(error);
    if (fromDatabase) {
      // Still a defect (the route should have validated), but the caller's, not ours: say so.
      log.error({ err: error, path: c.req.path }, "input rejected by the database");
      return problemResponse(c, fromDatabase);
    }
    log.error({ err: error, path: c.req.path }, "unhandled error");
    return problemResponse(c, new HttpProblem(500, { detail: "Что-то пошло не так на нашей стороне." }));
  };
}

const RETRY_AFTER_SECONDS = 2;

/** Node's socket errors and postgres.js's own codes for a connection that failed or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/**
 * Whether an error means the database cannot be used right now, as opposed to a defect or bad
 * input: a refused or lost connection, SQLSTATE class 08 (connection exception), the server
 * shutting down or starting up (57P01, 57P02, 57P03), no connection slot left (53300) or a
 * statement cancelled by `statement_timeout` (57014). Drizzle wraps the driver's error, so the
 * `cause` chain is searched.
 * @example
 *   isDatabaseUnavailable(drizzleErrorCausedByEconnrefused); // true
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (CONNECTION_ERROR_CODES.has(code)) return true;
    if (code.startsWith("08") || ["57P01", "57P02", "57P03", "53300", "57014"].includes(code)) return true;
  }
  return false;
}

/** The SQLSTATE of a database error, looked up through the `cause` chain (Drizzle wraps both drivers' errors). */
function sqlState(error: unknown): string | undefined {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth += 1
  ) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A problem for a database error that the request's data caused: a value PostgreSQL cannot store
 * (class 22: out of range, wrong format, too long) is 422; a unique or foreign-key clash is 409.
 * Defence in depth behind the routes' own validation: such input must never become a 500.
 * @example
 *   problemFromDatabaseError(drizzleError)?.status; // 422
 */
export function problemFromDatabaseError(error: unknown): HttpProblem | undefined {
  const state = sqlState(error);
  if (!state) return undefined;
  if (state.startsWith("22")) {
    return new HttpProblem(422, { detail: "Значение вне допустимого диапазона или в неверном формате." });
  }
  if (state === "23505") return new HttpProblem(409, { detail: "Такая запись уже существует." });
  if (state === "23503") {
    return new HttpProblem(409, {
      detail: "Запись связана с другими данными или ссылается на несуществующую.",
    });
  }
  return undefined;
}

export const problemNotFound: NotFoundHandler = (c) =>
  problemResponse(c, new HttpProblem(404, { detail: `По адресу ${c.req.path} ничего нет.` }));

/**
 * The answer to input that fails its schema: 422 with one violation per issue (unparseable JSON
 * is a 400, raised before validation).
 * @example
 *   new OpenAPIHono({ defaultHook: (result, c) => (result.success ? undefined : invalidInput(c, result.error)) });
 */
export function invalidInput(c: Context, error: ZodError): Response {
  const violations = error.issues.map((issue) => ({
    propertyPath: issue.path.map(String).join("."),
    message: issue.message,
    code: issue.code,
  }));
  return problemResponse(c, new HttpProblem(422, { detail: "Запрос некорректен.", violations }));
}
