import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { minorUnitsToDecimal, Price } from "./price";

// Intl separates thousands with a narrow no-break space in ru-RU; compare on plain spaces.
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

const ru = setupI18n({ locale: "ru-RU", messages: { "ru-RU": {} } });

describe("Price", () => {
  it("keeps every kopeck exact", () => {
    expect(minorUnitsToDecimal(12345)).toBe("123.45");
    expect(minorUnitsToDecimal(5)).toBe("0.05");
    expect(minorUnitsToDecimal(-199)).toBe("-1.99");
    expect(minorUnitsToDecimal(900719925474099)).toBe("9007199254740.99");
    expect(() => minorUnitsToDecimal(1.5)).toThrow(RangeError);
  });

  it("formats roubles for ru-RU with @shop/i18n's formatPrice, dropping ,00 on whole amounts", () => {
    const { container } = render(
      <I18nProvider i18n={ru}>
        <Price amount={123450} />
        <Price amount={100000} />
        <Price amount={5} currency="EUR" />
      </I18nProvider>,
    );
    expect([...container.querySelectorAll(":scope > span")].map((span) => plain(span.textContent))).toEqual([
      "1 234,50 ₽",
      "1 000 ₽",
      "0,05 €",
    ]);
  });

  it("has no accessibility violations and shows the old price struck through", async () => {
    const { container } = render(
      <I18nProvider i18n={ru}>
        <Price amount={99900} oldAmount={120000} />
      </I18nProvider>,
    );
    await expectNoAxeViolations(container);
    expect(plain(container.textContent)).toBe("Old price: 1 200 ₽999 ₽");
    expect(plain(screen.getByText((_, element) => element?.tagName === "DEL").textContent)).toContain(
      "1 200 ₽",
    );
  });
});
