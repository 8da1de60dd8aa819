import { UNKNOWN_ERROR_MESSAGE } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { i18n } from "./i18n";

/**
 * The text to show for an API error's message: the message itself, or, when the answer said
 * nothing readable (the api-client's `UNKNOWN_ERROR_MESSAGE` key, or no message at all), the
 * translated "something went wrong", so a shopper never reads a message key.
 * @example
 *   readableApiMessage(new ApiError({ statusCode: 502, message: UNKNOWN_ERROR_MESSAGE }).message);
 *   // "Что-то пошло не так. Попробуйте ещё раз."
 */
export function readableApiMessage(message: string | undefined): string {
  return !message || message === UNKNOWN_ERROR_MESSAGE ? i18n._(commonMessages.unknownError) : message;
}
