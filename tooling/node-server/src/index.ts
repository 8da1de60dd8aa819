export {
  type Drain,
  drainRemainder,
  LINGER_CLOSE_MS,
  LINGER_MAX_BYTES,
  LINGER_MAX_MS,
  type LingerOptions,
  lingerAfterEarlyAnswers,
} from "./lingering-close";
export { type NodeServerOptions, startNodeServer } from "./node-server";
