export type {
  CartLine,
  CartLineId,
  CartLineInput,
  CartLineView,
  CartState,
  MeasureCode,
  ProductId,
  ServerCart,
  UnavailableLineInput,
  VariantId,
} from "./cart";
export {
  cartLines,
  cartLineViews,
  cartTotals,
  createEmptyCart,
  getLine,
  lineKey,
  normalizeLine,
  sameLine,
} from "./cart";
export type { DeliveryMethod } from "./delivery";
export { DELIVERY_PRICES, deliveryPrice, FREE_COURIER_FROM } from "./delivery";
export type { LineQuantityProblem } from "./quantity";
export {
  assertQuantity,
  formatQuantity,
  lineQuantityProblem,
  MAX_LINE_QUANTITY,
  MAX_LINE_UNITS,
  maxLineQuantity,
  QUANTITY_SCALE,
  quantityFromDecimal,
  quantityFromUnits,
  quantityFromWire,
  quantityToWire,
  snapToStep,
  stepOfMeasure,
} from "./quantity";
export type { CartAction } from "./reducer";
export { cartReducer, fromServerCart, mergeCarts } from "./reducer";
export type {
  CartLogger,
  CartStorage,
  ParseStoredCartOptions,
  StorageEventSource,
  StoredCart,
  WebStorageLike,
} from "./storage";
export {
  CART_STORAGE_VERSION,
  DEFAULT_CART_STORAGE_KEY,
  memoryStorage,
  parseStoredCart,
  readStoredCart,
  serializeCart,
  webStorage,
} from "./storage";
export type {
  CartConnectivity,
  CartSaveLock,
  CartSaveOptions,
  CartStore,
  CartStoreOptions,
  CartSyncMode,
  CartSyncTransport,
  CartTimers,
  RefusedLine,
} from "./store";
export {
  browserConnectivity,
  CartLinesRefusedError,
  CartOfflineError,
  createCartStore,
  MAX_RETRY_DELAY_MS,
  webLock,
} from "./store";
export type { CartTotals, PricedLine } from "./totals";
export { assertMinorUnits, calculateTotals, lineAmount, lineCounts, percentDiscount } from "./totals";
