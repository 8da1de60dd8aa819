import { describe, expect, it } from "vitest";
import { formatDate, formatNumber, formatPrice } from "./formatters";

// Russian formatting separates groups and the currency sign with a non-breaking space (U+00A0),
// so a price never wraps between its digits and its sign.
const nbsp = "\u00a0";

describe("formatPrice", () => {
  it("shows integer kopecks as rubles with kopecks and the ruble sign", () => {
    expect(formatPrice(12990)).toBe(`129,90${nbsp}₽`);
    expect(formatPrice(5)).toBe(`0,05${nbsp}₽`);
    expect(formatPrice(0)).toBe(`0,00${nbsp}₽`);
  });

  it("groups thousands and keeps every kopeck of large amounts", () => {
    expect(formatPrice(123456705)).toBe(`1${nbsp}234${nbsp}567,05${nbsp}₽`);
    expect(formatPrice(900719925474099)).toBe(`9${nbsp}007${nbsp}199${nbsp}254${nbsp}740,99${nbsp}₽`);
  });

  it("drops the kopecks of whole amounts on request", () => {
    expect(formatPrice(12900, { trailingZeroDisplay: "stripIfInteger" })).toBe(`129${nbsp}₽`);
    expect(formatPrice(12990, { trailingZeroDisplay: "stripIfInteger" })).toBe(`129,90${nbsp}₽`);
  });

  it("shows negative amounts such as discounts with a minus", () => {
    expect(formatPrice(-12990)).toBe(`-129,90${nbsp}₽`);
  });

  it("reads the amount in the minor units of the given currency", () => {
    expect(formatPrice(12990, { currency: "USD" })).toBe(`129,90${nbsp}$`);
    expect(formatPrice(500, { currency: "JPY" })).toBe(`500${nbsp}¥`);
  });

  it("refuses a fractional amount instead of hiding a money bug", () => {
    expect(() => formatPrice(129.9)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow("integer number of minor units");
  });
});

describe("formatNumber", () => {
  it("uses Russian grouping and the decimal comma", () => {
    expect(formatNumber(1234567.5)).toBe(`1${nbsp}234${nbsp}567,5`);
    expect(formatNumber(0.25, { style: "percent" })).toBe(`25${nbsp}%`);
  });

  it("formats for another locale on request", () => {
    expect(formatNumber(1234.5, { locale: "en-US" })).toBe("1,234.5");
  });
});

describe("formatDate", () => {
  const moment = "2026-11-22T04:00:00Z";

  it("shows a long Russian date by default", () => {
    expect(formatDate(new Date("2026-11-22T12:00:00Z"))).toBe("22 ноября 2026 г.");
    expect(formatDate(moment, { timeZone: "Europe/Moscow" })).toBe("22 ноября 2026 г.");
  });

  it("takes Intl options such as a time and a time zone", () => {
    expect(formatDate(moment, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" })).toBe(
      "22.11.2026, 07:00",
    );
    expect(formatDate(Date.parse(moment), { day: "numeric", month: "long", timeZone: "UTC" })).toBe(
      "22 ноября",
    );
  });

  it("rejects a value that is not a date", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});
