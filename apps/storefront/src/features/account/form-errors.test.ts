import { ApiError } from "@shop/api-client";
import { describe, expect, it, vi } from "vitest";
import { formLevelErrors, showFieldViolations } from "./form-errors";

const invalid = new ApiError({
  statusCode: 422,
  statusText: "Unprocessable Content",
  message: "The request is not valid.",
  violations: [
    { propertyPath: "currentPassword", message: "Неверный текущий пароль." },
    { propertyPath: "", message: "Слишком часто." },
  ],
});

describe("showFieldViolations", () => {
  it("puts each violation of a form field next to that field", () => {
    const setError = vi.fn();
    showFieldViolations(invalid, setError, ["currentPassword", "plainPassword"]);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith(
      "currentPassword",
      { type: "server", message: "Неверный текущий пароль." },
      { shouldFocus: true },
    );
  });

  it("leaves the form alone for errors that are not the API's", () => {
    const setError = vi.fn();
    showFieldViolations(new Error("offline"), setError, ["currentPassword"]);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe("formLevelErrors", () => {
  it("keeps the violations of no field for the form as a whole", () => {
    expect(formLevelErrors(invalid, ["currentPassword", "plainPassword"])).toEqual(["Слишком часто."]);
  });

  it("shows the message of an error without violations", () => {
    const conflict = new ApiError({
      statusCode: 409,
      statusText: "Conflict",
      message: "Этот адрес уже занят другим аккаунтом.",
    });
    expect(formLevelErrors(conflict, ["confirmationCode"])).toEqual([
      "Этот адрес уже занят другим аккаунтом.",
    ]);
    expect(formLevelErrors(new Error("Нет связи с сервером"), [])).toEqual(["Нет связи с сервером"]);
  });

  it("has nothing to show before a failure", () => {
    expect(formLevelErrors(null, ["email"])).toEqual([]);
  });
});
