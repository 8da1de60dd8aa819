import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One violated rule of a request body or query (RFC 9457 extension used by API Platform). */
export interface Violation {
  propertyPath: string;
  message: string;
  code?: string;
}

/** An `application/problem+json` document (RFC 9457). */
export interface ProblemDocument {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violations?: Violation[];
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/**
 * An error that becomes a problem document when thrown from a handler or middleware.
 * @example
 *   throw new HttpProblem(404, { detail: "Товар не найден." });
 */
export class HttpProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly document: ProblemDocument;

  constructor(
    status: ContentfulStatusCode,
    init: {
      title?: string;
      detail?: string;
      type?: string;
      violations?: Violation[];
      [extension: string]: unknown;
    } = {},
  ) {
    const { title, detail, type, violations, ...extensions } = init;
    super(detail ?? title ?? STATUS_TITLES[status] ?? "Error");
    this.status = status;
    this.document = {
      type: type ?? "about:blank",
      title: title ?? STATUS_TITLES[status] ?? "Error",
      status,
      ...(detail ? { detail } : {}),
      ...(violations ? { violations } : {}),
      ...extensions,
    };
  }
}

const STATUS_TITLES: Partial<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** Writes a problem document as the response. */
export function problemResponse(c: Context, problem: HttpProblem): Response {
  return c.json(problem.document, problem.status, { "Content-Type": PROBLEM_CONTENT_TYPE });
}

/** The operation is not among those the resource declares (SPEC.md section 5). */
export const operationDenied = () =>
  new HttpProblem(403, { type: "/api/problems/operation-denied", detail: "Operation denied." });
