import { loadCatalog } from "@shop/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { formatPhone, personName, toProfileUpdate } from "./profile-rules";

// The account's messages come with the customer pages' catalog, which the page would have loaded.
beforeAll(() => loadCatalog(i18n, "customer"));

describe("personName", () => {
  it("accepts names of letters, spaces and hyphens in any script", () => {
    expect(personName("Анна")).toBe(true);
    expect(personName("Анна-Мария")).toBe(true);
    expect(personName("  Ким Ир  ")).toBe(true);
    expect(personName("Zoë")).toBe(true);
    expect(personName("Ё".repeat(100))).toBe(true);
  });

  it("refuses what is not a name, saying what to fix", () => {
    expect(personName("")).toBe("Заполните поле");
    expect(personName("   ")).toBe("Заполните поле");
    expect(personName("R2-D2")).toBe("Только буквы, пробелы и дефисы");
    expect(personName("Анна!")).toBe("Только буквы, пробелы и дефисы");
    expect(personName("- -")).toBe("Только буквы, пробелы и дефисы");
    expect(personName("Ё".repeat(101))).toBe("Не длиннее 100 символов");
  });
});

describe("toProfileUpdate", () => {
  it("trims the names and sends the phone as +7XXXXXXXXXX", () => {
    expect(toProfileUpdate({ name: " Анна ", lastName: "Иванова ", phone: "8 (912) 345-67-89" })).toEqual({
      name: "Анна",
      lastName: "Иванова",
      phone: "+79123456789",
    });
    expect(toProfileUpdate({ name: "Анна", lastName: "Иванова", phone: "+7 912 345 67 89" }).phone).toBe(
      "+79123456789",
    );
  });

  it("sends an emptied phone as null, which removes it", () => {
    expect(toProfileUpdate({ name: "Анна", lastName: "Иванова", phone: "  " }).phone).toBeNull();
  });
});

describe("formatPhone", () => {
  it("groups the digits of a stored Russian number and leaves anything else alone", () => {
    expect(formatPhone("+79123456789")).toBe("+7 912 345-67-89");
    expect(formatPhone("12345")).toBe("12345");
  });
});
