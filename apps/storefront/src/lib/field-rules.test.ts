import { describe, expect, it } from "vitest";
import { fieldRules, normalisePhone, violationsByField } from "./field-rules";

describe("normalisePhone", () => {
  it("brings the ways Russians write numbers to +7XXXXXXXXXX", () => {
    expect(normalisePhone("8 (912) 345-67-89")).toBe("+79123456789");
    expect(normalisePhone("7 912 345 67 89")).toBe("+79123456789");
    expect(normalisePhone("+7 (912) 345-67-89")).toBe("+79123456789");
  });
});

describe("field rules", () => {
  it("accept what the API accepts and explain in Russian what they refuse", () => {
    expect(fieldRules.email("anna@example.com")).toBe(true);
    expect(fieldRules.email("anna@")).toBe("Укажите email в виде name@example.com");
    expect(fieldRules.optionalPhone("")).toBe(true);
    expect(fieldRules.optionalPhone("8 912 345-67-89")).toBe(true);
    expect(fieldRules.optionalPhone("12345")).toMatch(/^Укажите российский номер/);
    expect(fieldRules.newPassword("tea-lover-2026")).toBe(true);
    expect(fieldRules.newPassword("short1")).toBe("Не короче 8 символов");
    expect(fieldRules.newPassword("onlyletters")).toBe("Добавьте хотя бы одну цифру");
    expect(fieldRules.newPassword("12345678")).toBe("Добавьте хотя бы одну букву");
    expect(fieldRules.code("042917")).toBe(true);
    expect(fieldRules.code("4291")).toBe("Код состоит из 6 цифр");
    expect(fieldRules.sameAs(() => "a1b2c3d4")("a1b2c3d4")).toBe(true);
    expect(fieldRules.sameAs(() => "a1b2c3d4")("a1b2c3d5")).toBe("Пароли не совпадают");
  });
});

describe("violationsByField", () => {
  it("puts each violation next to its field and keeps the others for the form's list", () => {
    const { byField, rest } = violationsByField(
      [
        { propertyPath: "email", message: "Неверный формат email." },
        { propertyPath: "plainPassword", message: "Пароль должен содержать цифру." },
        { propertyPath: "", message: "Регистрация закрыта." },
      ],
      ["email", "plainPassword", "name"] as const,
    );
    expect(byField).toEqual({
      email: "Неверный формат email.",
      plainPassword: "Пароль должен содержать цифру.",
    });
    expect(rest).toEqual(["Регистрация закрыта."]);
  });
});
