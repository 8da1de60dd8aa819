import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";

// PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail it with a 500. It has
// no use in a shop's input, so it is refused at the door.

const hasNulInUrl = (url: string) => url.includes("\u0000") || /%00/i.test(url);

/**
 * True when a JSON text holds U+0000 in any key or string value (raw or as `\u0000`).
 * @example
 *   jsonHasNul('{"title":"a\\u0000b"}'); // true
 */
export function jsonHasNul(text: string): boolean {
  if (!text.includes("\u0000") && !/\\u0000/i.test(text)) return false;
  let found = false;
  JSON.parse(text, (key, value: unknown) => {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) found = true;
    return value;
  });
  return found;
}

/**
 * The path of the first `__proto__` key of a JSON text (`"prices.__proto__"`), or undefined.
 * JSON.parse keeps such a key as an own property, but a schema's records drop it without a word
 * (zod skips it) and code that copies it by assignment sets an object's prototype: it is never
 * data, so the body is refused naming it. The text is walked only when it could hold one (the key
 * spelled out, or escapes that could spell it).
 * @example
 *   jsonPrototypeKeyPath('{"prices":{"__proto__":{"kg":1}}}'); // "prices.__proto__"
 *   jsonPrototypeKeyPath('{"prices":{"retail":{"kg":1}}}'); // undefined
 */
export function jsonPrototypeKeyPath(text: string): string | undefined {
  if (!text.includes("__proto__") && !text.includes("\\")) return undefined;
  // Iterative, each node pointing at its parent: a deeply nested body costs no stack and no copies.
  interface Node {
    value: unknown;
    key: string;
    parent: Node | undefined;
  }
  const pending: Node[] = [{ value: JSON.parse(text), key: "", parent: undefined }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (typeof node.value !== "object" || node.value === null) continue;
    for (const [key, value] of Object.entries(node.value)) {
      if (key !== "__proto__") {
        pending.push({ value, key, parent: node });
        continue;
      }
      const path = [key];
      for (let at: Node | undefined = node; at?.parent; at = at.parent) path.push(at.key);
      return path.reverse().join(".");
    }
  }
  return undefined;
}

/**
 * Answers 400 (problem) to a path or query carrying U+0000 (`%00`). Bodies are checked by
 * `jsonBodies()`, which parses them anyway.
 * @example
 *   app.use(rejectNulInUrl());
 */
export function rejectNulInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (hasNulInUrl(c.req.url)) {
      throw new HttpProblem(400, {
        type: "/api/problems/invalid-character",
        detail: "Адрес запроса содержит недопустимый символ (U+0000).",
      });
    }
    return next();
  };
}
