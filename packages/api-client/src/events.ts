import type { ApiError } from "./api-error";

/** How long the app shows an api-error or api-message toast (SPEC.md section 9). */
export const TOAST_TIMEOUT_MS = 5000;

/** Translation key of the api-error toast title. */
export const ERROR_TOAST_TITLE_KEY = "common.error";

/** Raised for an error answer unless the call was silent: the app shows a red toast. */
export interface ApiErrorEvent {
  readonly type: "api-error";
  readonly error: ApiError;
  readonly toast: {
    readonly titleKey: typeof ERROR_TOAST_TITLE_KEY;
    readonly description: string;
    readonly color: "red";
    readonly timeout: number;
  };
}

/** Raised for a `MessageResponse` answer unless the call was silent: the app shows a blue toast. */
export interface ApiMessageEvent {
  readonly type: "api-message";
  readonly message: string;
  readonly toast: {
    readonly description: string;
    readonly color: "blue";
    readonly timeout: number;
  };
}

/** Everything the client tells the app about; the app renders the toasts. */
export type ApiEvent = ApiErrorEvent | ApiMessageEvent;

/** Where the client sends its {@link ApiEvent}s. */
export type ApiEventSink = (event: ApiEvent) => void;

export function apiErrorEvent(error: ApiError): ApiErrorEvent {
  return {
    type: "api-error",
    error,
    toast: {
      titleKey: ERROR_TOAST_TITLE_KEY,
      description: error.message,
      color: "red",
      timeout: TOAST_TIMEOUT_MS,
    },
  };
}

export function apiMessageEvent(message: string): ApiMessageEvent {
  return {
    type: "api-message",
    message,
    toast: { description: message, color: "blue", timeout: TOAST_TIMEOUT_MS },
  };
}
