/** One violation of a validation rule, as the API reports it. */
export interface Violation {
  propertyPath: string;
  message: string;
  code?: string;
}

/** The one error type every failed call of the client rejects with. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly statusCode: number;
  readonly statusText: string;
  readonly violations: readonly Violation[];

  constructor(init: { statusCode: number; statusText: string; message: string; violations?: Violation[] }) {
    super(init.message);
    this.statusCode = init.statusCode;
    this.statusText = init.statusText;
    this.violations = init.violations ?? [];
  }
}

/** Message used when an error body says nothing readable; the app localises it by this key. */
export const UNKNOWN_ERROR_MESSAGE = "common.unknownError";

type ErrorBody = Partial<
  Record<"message" | "detail" | "title" | "hydra:description" | "hydra:title", unknown>
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
 * `title` (plain or `hydra:`-prefixed), else {@link UNKNOWN_ERROR_MESSAGE}.
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
  return new ApiError({ statusCode, statusText, message, violations: readViolations(fields.violations) });
}
