import { ApiError, normalizeApiError } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { ApiUnreachableError } from "../lib/api";
import { AdminPanelForbiddenError } from "../lib/app-mode";
import { statusErrorAdapter, toAppError } from "./fatal-error";

// A 403 as the API client makes it from a problem-details answer.
const forbidden = () =>
  normalizeApiError(403, "Forbidden", { title: "Forbidden", detail: "Operation denied." });

describe("toAppError", () => {
  it("shows an API error's status code and message, and leaves the header to the code", () => {
    const error = new ApiError({ statusCode: 404, statusText: "Not Found", message: "Товар не найден" });
    expect(toAppError(error)).toEqual({
      statusCode: 404,
      // The HTTP reason phrase is not a status message: the screen names the code in the visitor's language.
      statusMessage: undefined,
      message: "Товар не найден",
    });
    expect(toAppError(forbidden())).toEqual({
      statusCode: 403,
      statusMessage: undefined,
      message: "Operation denied.",
    });
  });

  it("keeps the status message of an error that carries one", () => {
    const error = Object.assign(new Error("Заказ закрыт"), { statusCode: 410, statusMessage: "Gone" });
    expect(toAppError(error)).toEqual({ statusCode: 410, statusMessage: "Gone", message: "Заказ закрыт" });
  });

  it("shows the admin panel's refusal as a 403 with its reason", () => {
    const appError = toAppError(new AdminPanelForbiddenError());
    expect(appError.statusCode).toBe(403);
    expect(appError.message).toBe(new AdminPanelForbiddenError().message);
    expect(appError.unhandled).toBeUndefined();
  });

  it("reads the status of an unreachable API as 503", () => {
    expect(toAppError(new ApiUnreachableError("fetch failed"))).toEqual({
      statusCode: 503,
      statusMessage: undefined,
      message: "fetch failed",
    });
  });

  it("prefers statusCode to status when a value has both", () => {
    expect(toAppError({ statusCode: 409, status: 500 }).statusCode).toBe(409);
  });

  it("takes the status of a thrown value that is not an Error", () => {
    expect(toAppError({ statusCode: 404, statusMessage: "Not here", message: "Нет такой страницы" })).toEqual(
      { statusCode: 404, statusMessage: "Not here", message: "Нет такой страницы" },
    );
  });

  it("ignores a status message or message that is not text", () => {
    expect(toAppError({ statusCode: 400, statusMessage: 42, message: { text: "x" } })).toEqual({
      statusCode: 400,
      statusMessage: undefined,
      message: undefined,
    });
  });

  it("makes any other Error an unhandled 500 with its message", () => {
    expect(toAppError(new TypeError("x is undefined"))).toEqual({
      statusCode: 500,
      message: "x is undefined",
      unhandled: true,
    });
  });

  it("makes an Error whose status is not a number an unhandled 500", () => {
    const error = Object.assign(new Error("odd"), { statusCode: "404", status: "503" });
    expect(toAppError(error)).toEqual({ statusCode: 500, message: "odd", unhandled: true });
  });

  it.each([
    ["a string", "boom"],
    ["null", null],
    ["undefined", undefined],
    ["a number", 404],
    ["an object without a status", { message: "not an Error" }],
  ])("makes %s an unhandled 500 without a message", (_, thrown) => {
    expect(toAppError(thrown)).toEqual({ statusCode: 500, message: undefined, unhandled: true });
  });
});

describe("statusErrorAdapter", () => {
  const roundTrip = (error: Error) =>
    statusErrorAdapter.fromSerializable(structuredClone(statusErrorAdapter.toSerializable(error)));

  it("takes the errors with a status and leaves the rest to the default serializer", () => {
    expect(statusErrorAdapter.test(forbidden())).toBe(true);
    expect(statusErrorAdapter.test(new AdminPanelForbiddenError())).toBe(true);
    expect(statusErrorAdapter.test(new ApiUnreachableError("fetch failed"))).toBe(true);
    expect(statusErrorAdapter.test(new Error("boom"))).toBe(false);
    expect(statusErrorAdapter.test({ statusCode: 404 })).toBe(false);
  });

  it("brings the server's error screen to the browser with the same status and message", () => {
    const panelForbidden = new AdminPanelForbiddenError();
    const error = new ApiError({ statusCode: 404, statusText: "Not Found", message: "Товар не найден" });
    const withStatusMessage = Object.assign(new Error("Заказ закрыт"), {
      statusCode: 410,
      statusMessage: "Gone",
    });
    for (const original of [panelForbidden, forbidden(), error, withStatusMessage]) {
      const hydrated = roundTrip(original);
      expect(hydrated).toBeInstanceOf(Error);
      expect(toAppError(hydrated)).toEqual(toAppError(original));
    }
  });

  it("brings an unreachable API back as such, so the browser shows the retry state", () => {
    const hydrated = roundTrip(new ApiUnreachableError("fetch failed"));
    expect(hydrated).toBeInstanceOf(ApiUnreachableError);
    expect(hydrated.message).toBe("fetch failed");
  });
});
