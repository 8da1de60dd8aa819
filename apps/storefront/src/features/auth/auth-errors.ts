import { ApiError } from "@shop/api-client";
import { readableApiMessage } from "../../lib/api-messages";

/**
 * The lines an auth form lists for a failed call: the problem's message, then each field
 * violation. A network failure has no answer to show; the caller says so itself.
 * @example
 *   authErrorMessages(new ApiError({ statusCode: 401, message: "Неверный email или пароль" }));
 *   // ["Неверный email или пароль"]
 */
export function authErrorMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : String(error)];
  const violations = error.violations.map((violation) => violation.message);
  return [readableApiMessage(error.message), ...violations.filter((message) => message !== error.message)];
}
