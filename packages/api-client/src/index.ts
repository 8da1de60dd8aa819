export type { ApiErrorInit, Violation } from "./api-error";
export {
  ApiError,
  normalizeApiError,
  OPERATION_DENIED_MESSAGE,
  OPERATION_DENIED_PROBLEM,
  PRICE_CHANGED_PROBLEM,
  UNKNOWN_ERROR_MESSAGE,
  UNREACHABLE_PATH_PROBLEM,
} from "./api-error";
export type {
  ApiClient,
  ApiClientOptions,
  ApiLogger,
  CallOptions,
  HttpMethod,
  QueryInit,
  RequestOptions,
} from "./create-api-client";
export { ANONYMOUS_CALL_HEADER, createApiClient, RETRY_STATUS_CODES } from "./create-api-client";
export type { ApiErrorEvent, ApiEvent, ApiEventSink, ApiMessageEvent } from "./events";
export { ERROR_TOAST_TITLE_KEY, TOAST_TIMEOUT_MS } from "./events";
export { fetchIcons } from "./icons";

export type {
  ApiHosts,
  ImageAttributes,
  ImageFit,
  ImageFormat,
  ImageOptions,
  ImageRequest,
  ImageUrlBuilder,
  ImageUrlBuilderOptions,
} from "./image-url";
export { createImageUrlBuilder } from "./image-url";
export type { Collection, Facet, Iri, JsonLdResource, MessageResponse } from "./json-ld";
export { readCollection, replaceLinkedObjects } from "./json-ld";
export type { ApiResult, NetworkFailure } from "./network-failure";
export { isNetworkFailure, networkFailure } from "./network-failure";
export { isProductNumber, MAX_PRODUCT_NUMBER_LENGTH } from "./product-number";
export type {
  DateCondition,
  FilterCondition,
  Filters,
  FilterValue,
  ListParams,
  RangeCondition,
  SortDirection,
} from "./query";
export { DEFAULT_ITEMS_PER_PAGE, serializeFilters, serializeListQuery } from "./query";
export type {
  DefinedResource,
  MoveParams,
  Operation,
  Resource,
  ResourceDefinition,
  ResourceId,
  ResourceOperations,
  ResourceTypes,
  Translations,
  TranslationsPatch,
} from "./resource";
export { defineResource } from "./resource";
export { createCatalogImportsApi } from "./shop/catalog-imports-api";
export type { CartTargetOptions, CheckoutOptions, ShopApi } from "./shop/create-shop-api";
export { createIdempotencyKey, createShopApi } from "./shop/create-shop-api";
export type { ProductBulkJobs } from "./shop/product-bulk-jobs";
export { createProductBulkJobs } from "./shop/product-bulk-jobs";
export { createProductVariantsApi } from "./shop/product-variants-api";
/** The whole API as openapi-typescript reads its OpenAPI document: for openapi-fetch and the like. */
export type { components as ShopApiComponents, paths as ShopApiPaths } from "./shop/shop-api.gen";
export type * from "./shop/types";
export { isSlug, MAX_SLUG_LENGTH } from "./slug";
