import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";
import { jsonHasNul, jsonPrototypeKeyPath } from "../text-input/text-input";

/** Body types accepted per method (docs/contract.md, "Transport"). */
const ACCEPTED: Record<string, readonly string[]> = {
  POST: ["application/json", "application/ld+json"],
  PUT: ["application/json", "application/ld+json"],
  PATCH: ["application/merge-patch+json", "application/json", "application/ld+json"],
};

/**
 * Checks request bodies before any route sees them: POST and PUT need JSON or JSON-LD, PATCH a
 * JSON merge patch (or JSON) — anything else is 415; a body that is not valid JSON is 400, one with a
 * `__proto__` key anywhere 422 naming it (`jsonPrototypeKeyPath`). All are problem documents.
 * Requests without a body pass (e.g. `PATCH …/password-recovery` with none), and so do POSTs to
 * the `uploads` routes, which take `multipart/form-data`.
 * @example
 *   app.use(jsonBodies());
 */
export function jsonBodies({
  uploads = [],
}: {
  uploads?: readonly RegExp[];
} = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const accepted = ACCEPTED[c.req.method];
    if (!accepted) return next();
    // A file upload's route reads its form itself (and refuses other bodies itself).
    if (c.req.method === "POST" && uploads.some((path) => path.test(c.req.path))) return next();
    const contentType = c.req.header("Content-Type");
    const mediaType = contentType?.split(";")[0]?.trim().toLowerCase();
    // Read the body once here: Hono caches it, so the route's validator parses from that cache.
    const text = c.req.raw.body ? await c.req.text() : "";
    if (!mediaType && text.trim() === "") return next();
    if (!mediaType || !accepted.includes(mediaType)) {
      c.header("Accept-Post", ACCEPTED.POST?.join(", ") ?? "");
      c.header("Accept-Patch", ACCEPTED.PATCH?.join(", ") ?? "");
      throw new HttpProblem(415, {
        detail: mediaType
          ? `Неподдерживаемый тип тела запроса «${mediaType}»: ожидается ${accepted.join(", ")}.`
          : `Неподдерживаемый тип тела запроса: ожидается ${accepted.join(", ")}.`,
      });
    }
    if (text.trim() === "") return next();
    let hasNul: boolean;
    try {
      hasNul = jsonHasNul(text);
      if (!hasNul) JSON.parse(text);
    } catch {
      throw new HttpProblem(400, {
        type: "/api/problems/malformed-json",
        detail: "Тело запроса не является корректным JSON.",
      });
    }
    if (hasNul) {
      // PostgreSQL text cannot hold U+0000; refused here instead of failing a query later.
      throw new HttpProblem(400, {
        type: "/api/problems/invalid-character",
        detail: "Тело запроса содержит недопустимый символ (U+0000).",
      });
    }
    const prototypeKey = jsonPrototypeKeyPath(text);
    if (prototypeKey !== undefined) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [
          { propertyPath: prototypeKey, message: "Ключ «__proto__» недопустим.", code: "forbidden_key" },
        ],
      });
    }
    return next();
  };
}
