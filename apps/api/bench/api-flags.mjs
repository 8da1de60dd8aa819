// The Node flags of the API's `start` script (package.json), so that the load test and the
// benchmark run the built API as it is deployed (the README's "Memory").
import { readFileSync } from "node:fs";

/** The `--` flags of `node` in the `start` script. */
export const API_NODE_FLAGS = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--"));
