import { describe, expect, it } from "vitest";
import { currencyRules, parseRates, toRoubles } from "./yml-currency";

// The conversion of a YML price to roubles: exact to the kopeck, the file's rate and plus, the
// operator's rate over it, a bank's rate refused with what to pass.

describe("a YML price in another currency", () => {
  const file = [
    { id: "RUR", rate: "1", plus: undefined },
    { id: "USD", rate: "60.1234", plus: "2.5" },
    { id: "EUR", rate: "CBRF", plus: "1" },
  ];

  it("is the file's rate times (100 + plus) %, rounded half up to the kopeck, without a float", () => {
    // 19.99 × 60.1234 × 1.025 = 1231.9134…: 123191 kopecks.
    expect(toRoubles(1999, "USD", currencyRules(file, {}))).toBe(123191);
    // 0.1 + 0.2 of a float would be 0.30000000000000004: 10 kopecks × 3 stays 30.
    expect(
      toRoubles(10, "USD", currencyRules([{ id: "RUR", rate: "1", plus: undefined }], { USD: "3" })),
    ).toBe(30);
    // A price far above a float's exact integers stays exact: 999 999 999.99 × 1.00000001 ×
    // 1.025 (the file's plus) = 1 025 000 010.23975, 102 500 001 024 kopecks.
    expect(toRoubles(999_999_999_99, "USD", currencyRules(file, { USD: "1.00000001" }))).toBe(
      102_500_001_024,
    );
  });

  it("takes the operator's rate for a bank's, with the file's plus", () => {
    expect(toRoubles(10000, "EUR", currencyRules(file, parseRates(["EUR=100"])))).toBe(1010000);
  });

  it("is refused at a bank's rate without one, saying what to pass", () => {
    expect(toRoubles(10000, "EUR", currencyRules(file, {}))).toBe(
      "курс EUR в файле — «CBRF» (курс банка на день выгрузки), импорт его не знает: передайте курс в рублях: ./shop import ФАЙЛ --rate EUR=… или в поле «Курсы валют» формы загрузки.",
    );
  });

  it("needs the operator's rate when the file does not count in roubles", () => {
    const byn = currencyRules([{ id: "BYN", rate: "1", plus: undefined }], {});
    expect(byn.fallback).toBe("BYN");
    expect(toRoubles(10000, "BYN", byn)).toMatch(/не в рублях.*--rate BYN=/);
    expect(
      toRoubles(10000, "BYN", currencyRules([{ id: "BYN", rate: "1", plus: undefined }], { BYN: "28.5" })),
    ).toBe(285000);
  });

  it("reads the operator's rates as the CLI and the form give them", () => {
    expect(parseRates(["USD=92.5", "eur=100,2"])).toEqual({ USD: "92.5", EUR: "100,2" });
    expect(parseRates(["USD=92.5, EUR=100.2"])).toEqual({ USD: "92.5", EUR: "100.2" });
    expect(() => parseRates(["USD"])).toThrow("Курс «USD» не понят");
  });
});
