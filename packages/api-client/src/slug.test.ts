import { describe, expect, it } from "vitest";
import { isSlug, MAX_SLUG_LENGTH } from "./slug";

describe("isSlug", () => {
  it("takes the API's slugs: products', categories' path segments and orders' numbers", () => {
    for (const slug of [
      "luntszin-100001",
      "tea",
      "zelenyy-chay",
      "2026-000123",
      "a".repeat(MAX_SLUG_LENGTH),
    ]) {
      expect(isSlug(slug), slug).toBe(true);
    }
  });

  it("refuses whatever could be more than one path segment or no slug at all", () => {
    for (const text of [
      "",
      "..",
      ".",
      "../../core/session/session",
      "..%2F..%2Fcore",
      "tea/green",
      "Tea",
      "-tea",
      "tea-",
      "tea--green",
      "tea green",
      "tea?x=1",
      "чай",
      "a".repeat(MAX_SLUG_LENGTH + 1),
    ]) {
      expect(isSlug(text), text).toBe(false);
    }
  });
});
