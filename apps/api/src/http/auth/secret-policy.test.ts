import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { startApiProcess } from "../../testing/api-process";
import { weakSecretReason } from "./secret-policy";

describe("a production JWT_SECRET", () => {
  it("must be given, long and not a few characters repeated", () => {
    expect(weakSecretReason(undefined)).toMatch(/not set/);
    expect(weakSecretReason("")).toMatch(/not set/);
    expect(weakSecretReason("short-secret")).toMatch(/at least 32/);
    expect(weakSecretReason("ab".repeat(40))).toMatch(/too few characters/);
    expect(weakSecretReason(randomBytes(32).toString("base64url"))).toBeUndefined();
  });

  it("stops a production API from starting without one, saying why", async () => {
    await expect(startApiProcess({ NODE_ENV: "production" }, { timeoutMs: 30_000 })).rejects.toThrow(
      /JWT_SECRET is not set/,
    );
  });
});
