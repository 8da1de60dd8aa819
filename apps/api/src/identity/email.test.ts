import { describe, expect, it } from "vitest";
import { emailKey, normalizeEmail } from "./email";

describe("normalizeEmail", () => {
  it("spells one mailbox one way: trimmed, NFKC, lower-case, no trailing dot, ASCII domain", () => {
    expect(normalizeEmail(" Anna@Example.COM ")).toEqual({ email: "anna@example.com" });
    expect(normalizeEmail("anna@example.com.")).toEqual({ email: "anna@example.com" });
    // Full-width letters and the full-width at sign are the ASCII ones.
    expect(normalizeEmail("ａｎｎａ＠ｅｘａｍｐｌｅ．ｃｏｍ")).toEqual({ email: "anna@example.com" });
    expect(normalizeEmail("Анна@Пример.РФ")).toEqual({ email: "анна@xn--e1afmkfd.xn--p1ai" });
    expect(normalizeEmail("anna@xn--e1afmkfd.xn--p1ai")).toEqual({ email: "anna@xn--e1afmkfd.xn--p1ai" });
  });

  it("refuses a part that mixes Latin, Cyrillic or Greek letters, and what is no address", () => {
    expect(normalizeEmail("anna@exаmple.com")).toEqual({ problem: "mixed-scripts" }); // Cyrillic а
    expect(normalizeEmail("аnna@example.com")).toEqual({ problem: "mixed-scripts" });
    expect(normalizeEmail("anna@εxample.com")).toEqual({ problem: "mixed-scripts" }); // Greek ε
    expect(normalizeEmail("anna")).toEqual({ problem: "invalid" });
    expect(normalizeEmail("@example.com")).toEqual({ problem: "invalid" });
    expect(normalizeEmail("anna@")).toEqual({ problem: "invalid" });
  });

  it("gives limits one key per mailbox", () => {
    expect(emailKey("ANNA@example.com.")).toBe(emailKey("anna@example.com"));
    expect(emailKey("not an address")).toBe("not an address");
  });
});
