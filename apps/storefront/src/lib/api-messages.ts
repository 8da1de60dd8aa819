import { msg } from "@lingui/core/macro";
import { OPERATION_DENIED_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { i18n } from "./i18n";

/**
 * The text to show for an API error's message: the message itself (the API answers in the
 * visitor's language), the translated refusal of the api-client's own "Operation denied.", or, when
 * the answer said nothing readable (the api-client's `UNKNOWN_ERROR_MESSAGE` key, or no message at all), the
 * translated "something went wrong", so a shopper never reads a message key.
 * @example
 *   readableApiMessage(new ApiError({ statusCode: 502, message: UNKNOWN_ERROR_MESSAGE }).message);
 *   // "Что-то пошло не так. Попробуйте ещё раз."
 */
export function readableApiMessage(message: string | undefined): string {
  if (!message || message === UNKNOWN_ERROR_MESSAGE) return i18n._(commonMessages.unknownError);
  // The api-client's own refusal of an operation a resource does not declare (nothing was sent).
  if (message === OPERATION_DENIED_MESSAGE) return i18n._(operationDenied);
  return message;
}

const operationDenied = msg({ id: "api.operationDenied", message: "Operation denied." });
