import { createSerializationAdapter } from "@tanstack/react-router";
import { atom } from "jotai";
import { ApiUnreachableError } from "../lib/api";

/** What the error screen shows; the fields of SPEC.md section 3 "Error object". */
export interface AppError {
  statusCode: number;
  statusMessage?: string | undefined;
  message?: string | undefined;
  fatal?: boolean | undefined;
  unhandled?: boolean | undefined;
}

/** A fatal API error (403, 500 not handled by the caller): the shell shows the error screen until the next navigation. */
export const fatalErrorAtom = atom<AppError | null>(null);

/**
 * Reads the error screen's fields from anything thrown: API errors carry `statusCode`, the
 * "API unreachable" error a `status`; everything else is an unhandled 500.
 * @example
 *   toAppError(new Error("boom")); // { statusCode: 500, message: "boom", unhandled: true }
 */
export function toAppError(error: unknown): AppError {
  if (typeof error === "object" && error !== null) {
    const { statusCode, status, statusMessage, message } = error as Record<string, unknown>;
    const code =
      typeof statusCode === "number" ? statusCode : typeof status === "number" ? status : undefined;
    if (code !== undefined) {
      return {
        statusCode: code,
        statusMessage: typeof statusMessage === "string" ? statusMessage : undefined,
        message: typeof message === "string" ? message : undefined,
      };
    }
  }
  return { statusCode: 500, message: error instanceof Error ? error.message : undefined, unhandled: true };
}

/** What of an error with a status travels from the server to the browser with the page. */
interface SerializedStatusError {
  statusCode: number;
  statusMessage: string | undefined;
  message: string | undefined;
  /** An unreachable API, which the page shows as an empty state with a retry, not as an error. */
  unreachable?: true;
}

/**
 * Carries a page's error with its status (an API error, the panel's 403, an unreachable API) from
 * the server to the browser: errors travel as plain `Error`s with their message only, and the browser
 * would hydrate the screen of an unhandled 500 over the server's 403. Registered with TanStack Start
 * (`serializationAdapters` in src/start.ts).
 */
export const statusErrorAdapter = createSerializationAdapter({
  key: "shop-status-error",
  test: (value: unknown): value is Error => value instanceof Error && !toAppError(value).unhandled,
  toSerializable: (error): SerializedStatusError => {
    const { statusCode, statusMessage, message } = toAppError(error);
    return {
      statusCode,
      statusMessage,
      message,
      ...(error instanceof ApiUnreachableError ? { unreachable: true as const } : {}),
    };
  },
  fromSerializable: ({ statusCode, statusMessage, message, unreachable }: SerializedStatusError) =>
    unreachable
      ? new ApiUnreachableError(message ?? "")
      : Object.assign(new Error(message), { statusCode, statusMessage }),
});
