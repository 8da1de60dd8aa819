/** One violation of a validation rule, as the API reports it. */
export interface Violation {
  propertyPath: string;
  message: string;
  code?: string;
}

/** What an {@link ApiError} is made of. */
export interface ApiErrorInit {
  statusCode: number;
  statusText: string;
  message: string;
  violations?: Violation[];
  problemType?: string;
  data?: unknown;
}

/**
 * The one error type every failed call of the client rejects with.
 * @example
 *   try { await api.auth.login(credentials); }
 *   catch (error) { if (error instanceof ApiError && error.statusCode === 401) showWrongPassword(); }
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly statusCode: number;
  readonly statusText: string;
  readonly violations: readonly Violation[];
  /** The problem `type` of the answer (`/api/problems/price-changed`), when it had one. */
  readonly problemType: string | undefined;
  /** The whole error body: problem-specific fields (the fresh `cart` of a price change) stay reachable. */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.statusCode = init.statusCode;
    this.statusText = init.statusText;
    this.violations = init.violations ?? [];
    this.problemType = init.problemType;
    this.data = init.data;
  }
}

/** Message used when an error body says nothing readable; the app localises it by this key. */
export const UNKNOWN_ERROR_MESSAGE = "common.unknownError";

/** Message of the 403 a resource gives for an operation it does not declare (SPEC.md section 5). */
export const OPERATION_DENIED_MESSAGE = "Operation denied.";

/** Problem type of an operation the API or a resource declaration refuses. */
export const OPERATION_DENIED_PROBLEM = "/api/problems/operation-denied";

/**
 * Problem type of the client's own 404 for a call whose path holds a `.` or `..` segment: no item
 * has such a key, and the URL would lead elsewhere than the path names. Nothing is sent.
 */
export const UNREACHABLE_PATH_PROBLEM = "/api/problems/unreachable-path";

/** Problem type of the 409 checkout answer whose `cart` holds the fresh totals. */
export const PRICE_CHANGED_PROBLEM = "/api/problems/price-changed";

type ErrorBody = Partial<
  Record<"message" | "detail" | "title" | "hydra:description" | "hydra:title" | "type", unknown>
> & {
  violations?: unknown;
};

function firstText(...candidates: unknown[]): string | undefined {
  return candidates.find((value): value is string => typeof value === "string" && value.trim() !== "");
}

function readViolations(value: unknown): Violation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Violation[] => {
    if (typeof entry !== "object" || entry === null) return [];
    const { propertyPath, message, code } = entry as Record<string, unknown>;
    if (typeof message !== "string") return [];
    return [
      {
        propertyPath: typeof propertyPath === "string" ? propertyPath : "",
        message,
        ...(typeof code === "string" ? { code } : {}),
      },
    ];
  });
}

/**
 * Turns any error answer into an {@link ApiError}: message from `message`, else `detail`, else
 * `title` (plain or `hydra:`-prefixed), else a plain-text body, else {@link UNKNOWN_ERROR_MESSAGE}.
 * @example
 *   normalizeApiError(422, "Unprocessable Content", { detail: "Bad email", violations: [...] });
 */
export function normalizeApiError(statusCode: number, statusText: string, body: unknown): ApiError {
  const fields: ErrorBody = typeof body === "object" && body !== null ? (body as ErrorBody) : {};
  const message =
    firstText(
      fields.message,
      fields.detail,
      fields["hydra:description"],
      fields.title,
      fields["hydra:title"],
      typeof body === "string" ? body : undefined,
    ) ?? UNKNOWN_ERROR_MESSAGE;
  const problemType = firstText(fields.type);
  return new ApiError({
    statusCode,
    statusText,
    message,
    violations: readViolations(fields.violations),
    ...(problemType ? { problemType } : {}),
    data: body,
  });
}

/**
 * The 403 of an operation a resource does not declare; nothing is sent for it.
 * @example
 *   if (!allowed.has("delete")) return Promise.reject(operationDeniedError());
 */
export function operationDeniedError(): ApiError {
  return new ApiError({
    statusCode: 403,
    statusText: "Forbidden",
    message: OPERATION_DENIED_MESSAGE,
    problemType: OPERATION_DENIED_PROBLEM,
  });
}

/**
 * The 404 of a call whose path holds a dot segment (`..`, `.`, or either percent-encoded, which URL
 * parsers resolve too): `getBySlug("../../core/session/session")` would otherwise reach another path
 * of the API with the caller's token. Nothing is sent for it.
 * @example
 *   if (leavesItsPath(path)) throw unreachablePathError();
 */
export function unreachablePathError(): ApiError {
  return new ApiError({
    statusCode: 404,
    statusText: "Not Found",
    message: "No item has this key: a path segment cannot be `.` or `..`.",
    problemType: UNREACHABLE_PATH_PROBLEM,
  });
}
