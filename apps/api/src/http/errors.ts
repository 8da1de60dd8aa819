import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Logger } from "pino";
import type { ZodError } from "zod";
import { HttpProblem, problemResponse } from "./problem";

/**
 * Every error leaves as a problem document; unexpected ones are logged and answered 500 without
 * internals.
 */
export function problemErrorHandler(log: Pick<Logger, "error">): ErrorHandler {
  return (error, c) => {
    if (error instanceof HttpProblem) return problemResponse(c, error);
    if (error instanceof HTTPException) {
      const status = error.status as ConstructorParameters<typeof HttpProblem>[0];
      return problemResponse(c, new HttpProblem(status, error.message ? { detail: error.message } : {}));
    }
    log.error({ err: error, path: c.req.path }, "unhandled error");
    return problemResponse(c, new HttpProblem(500, { detail: "Something went wrong on our side." }));
  };
}

export const problemNotFound: NotFoundHandler = (c) =>
  problemResponse(c, new HttpProblem(404, { detail: `No resource at ${c.req.path}.` }));

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
  return problemResponse(c, new HttpProblem(422, { detail: "The request is not valid.", violations }));
}
