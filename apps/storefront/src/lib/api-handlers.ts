import type { ApiError, ApiEvent } from "@shop/api-client";

// The shell's side of the API client's signals, apart from the client (lib/api-connection.ts),
// which loads later and reads them at each signal.

/** What the app shell does with the client's signals (toasts, logout, the fatal error page). */
export interface ApiHandlers {
  onEvent(event: ApiEvent): void;
  onUnauthorized(error: ApiError): void;
  onFatalError(error: ApiError): void;
}

// Code below the shell cannot import it, so the shell registers its handlers here at start.
let handlers: Partial<ApiHandlers> = {};

/** Called once by the app shell. */
export function setApiHandlers(next: Partial<ApiHandlers>) {
  handlers = next;
}

/** The handlers the shell registered (read by the client at each signal). */
export const apiHandlers = (): Partial<ApiHandlers> => handlers;
