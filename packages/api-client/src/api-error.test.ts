import { describe, expect, it } from "vitest";
import { ApiError, normalizeApiError, UNKNOWN_ERROR_MESSAGE } from "./api-error";

describe("normalizeApiError", () => {
  it("prefers message over detail over title", () => {
    expect(normalizeApiError(400, "Bad Request", { message: "m", detail: "d", title: "t" }).message).toBe(
      "m",
    );
    expect(normalizeApiError(400, "Bad Request", { detail: "d", title: "t" }).message).toBe("d");
    expect(normalizeApiError(400, "Bad Request", { title: "t" }).message).toBe("t");
  });

  it("reads the hydra-prefixed problem shape", () => {
    const error = normalizeApiError(404, "Not Found", {
      "hydra:title": "An error occurred",
      "hydra:description": "No product",
    });
    expect(error.message).toBe("No product");
  });

  it("falls back to the localisable unknown-error key for empty or unreadable bodies", () => {
    expect(normalizeApiError(500, "Internal Server Error", null).message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(normalizeApiError(500, "Internal Server Error", { message: "  " }).message).toBe(
      UNKNOWN_ERROR_MESSAGE,
    );
  });

  it("keeps status and well-formed violations only", () => {
    const error = normalizeApiError(422, "Unprocessable Content", {
      detail: "Invalid",
      violations: [
        { propertyPath: "email", message: "Wrong email", code: "E1" },
        { propertyPath: "x" },
        "junk",
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(422);
    expect(error.statusText).toBe("Unprocessable Content");
    expect(error.violations).toEqual([{ propertyPath: "email", message: "Wrong email", code: "E1" }]);
  });
});
