import { ApiError } from "@shop/api-client";
import { loadCatalog } from "@shop/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiUnreachableError } from "../../../lib/api";
import { i18n } from "../../../lib/i18n";
import { fieldOfPath, formProblems } from "./problems";

const violations = (...entries: [string, string][]) =>
  new ApiError({
    statusCode: 422,
    statusText: "Unprocessable Content",
    message: "The request is not valid.",
    violations: entries.map(([propertyPath, message]) => ({ propertyPath, message })),
  });

beforeAll(() => loadCatalog(i18n, "admin"));

describe("fieldOfPath", () => {
  it("finds the field a path names, or the nearest field it is part of", () => {
    const fields = ["code", "salesChannels", "recipient", "recipient.phone"] as const;
    expect(fieldOfPath("code", fields)).toBe("code");
    expect(fieldOfPath("salesChannels.2", fields)).toBe("salesChannels");
    expect(fieldOfPath("recipient.phone", fields)).toBe("recipient.phone");
    expect(fieldOfPath("recipient.email", fields)).toBe("recipient");
    expect(fieldOfPath("codes", fields)).toBeUndefined();
    expect(fieldOfPath("", fields)).toBeUndefined();
  });
});

describe("formProblems", () => {
  it("puts violations at their fields, the first one per field, and says to check them", () => {
    const problems = formProblems(
      violations(
        ["cssColor", "Цвет в виде #rrggbb."],
        ["salesChannels.1", "Такого канала продаж нет."],
        ["salesChannels.3", "И этого нет."],
      ),
      ["code", "cssColor", "salesChannels"],
    );
    expect(problems.byField).toEqual({
      cssColor: "Цвет в виде #rrggbb.",
      salesChannels: "Такого канала продаж нет.",
    });
    expect(problems.rest).toEqual(["Проверьте отмеченные поля."]);
  });

  it("keeps violations of no field for the form", () => {
    expect(formProblems(violations(["items", "Пусто."]), ["code"]).rest).toEqual(["Пусто."]);
  });

  it("shows the message of a refusal without violations (a conflict)", () => {
    const conflict = new ApiError({
      statusCode: 409,
      statusText: "Conflict",
      message: "Статус с кодом «new» уже есть.",
    });
    expect(formProblems(conflict, ["code"])).toEqual({
      byField: {},
      rest: ["Статус с кодом «new» уже есть."],
    });
  });

  it("says in words when the server did not answer at all", () => {
    expect(formProblems(new ApiUnreachableError("fetch failed"), ["code"]).rest).toEqual([
      "Сервер не отвечает. Проверьте подключение и попробуйте ещё раз.",
    ]);
  });
});
