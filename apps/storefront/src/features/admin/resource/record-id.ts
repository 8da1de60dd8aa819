import { ApiError } from "@shop/api-client";

/**
 * Whether a URL segment can be a record's id (a positive integer the API could have made), so a
 * mistyped address is a 404 page rather than a request the API refuses.
 * @example
 *   isRecordId("42"); // true
 *   isRecordId("42abc"); // false
 */
export function isRecordId(segment: string): boolean {
  return /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647;
}

/** The API answered 404: the record does not exist (or is not the caller's to see). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;
