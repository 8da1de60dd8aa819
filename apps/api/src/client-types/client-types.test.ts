import { describe, expect, it } from "vitest";
import { CLIENT_TYPES_FILE, clientTypes, committedClientTypes } from "./client-types";

describe("api-client's wire types", () => {
  it("are the ones this API's OpenAPI document gives (regenerate: pnpm --filter @shop/api client-types)", async () => {
    const fresh = await clientTypes();
    // A named answer and a request body, so an empty or truncated generation cannot pass.
    expect(fresh).toMatch(/^\s{8}Product: \{$/m);
    expect(fresh).toMatch(/^\s{8}Checkout: \{$/m);
    expect(fresh).toContain('MeasureCode: "pcs" | "kg" | "pack";');
    const committed = await committedClientTypes();
    expect(committed, `${CLIENT_TYPES_FILE} is stale: run \`pnpm --filter @shop/api client-types\``).toBe(
      fresh,
    );
  });
});
