import { HttpProblem } from "./problem";

/**
 * A 422 problem about one query parameter.
 * @example
 *   throw invalidQuery("price[lt]", "Ожидается целое число копеек.");
 */
export function invalidQuery(propertyPath: string, message: string) {
  return new HttpProblem(422, {
    detail: "The request is not valid.",
    violations: [{ propertyPath, message, code: "invalid_query" }],
  });
}
