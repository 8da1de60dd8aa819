export type { Violation } from "./api-error";
export { ApiError, normalizeApiError, UNKNOWN_ERROR_MESSAGE } from "./api-error";
export type { ApiClient, ApiClientOptions } from "./create-api-client";
export { createApiClient } from "./create-api-client";
