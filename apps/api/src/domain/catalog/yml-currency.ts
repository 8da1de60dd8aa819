import type { YmlCurrency } from "./yml-reader";

// A YML price in another currency, converted to roubles exactly (integer arithmetic on the
// decimal texts, never a binary float). The rate is the operator's (`./shop import FILE --rate
// USD=92.5`, the admin upload's field), else the file's own numeric `<currency rate>` when the file
// counts in roubles (it lists RUB or RUR at rate 1); `plus` (a percentage the shop adds to the rate)
// applies to either. A bank's name as the rate (CBRF, NBU, NBK, CB: the bank's rate of the day)
// cannot be known here, so such a price is refused with what to pass.

/** The rouble's codes: what the shop sells in. */
export const ROUBLE = new Set(["RUB", "RUR"]);
const DECIMAL = /^\d{1,12}(?:[.,]\d{1,8})?$/;
const SCALE = 10n ** 8n;

/** A decimal text as an integer of 10⁻⁸ units, or undefined when it is not one. */
function scaled(text: string): bigint | undefined {
  const trimmed = text.trim().replace(",", ".");
  if (!DECIMAL.test(trimmed)) return undefined;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(8, "0"));
}

/**
 * The operator's rates from `USD=92.5,EUR=100.2` (the CLI's --rate, repeated or comma-separated;
 * the upload's field), codes upper-cased; throws a RangeError naming what is wrong.
 * @example
 *   parseRates(["USD=92.5", "eur=100,2"]); // { USD: "92.5", EUR: "100,2" }
 */
export function parseRates(texts: readonly string[]): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const item of texts.flatMap((text) => text.split(/[;\s]+|,(?=\s*[A-Za-z]{3}\s*=)/))) {
    if (!item.trim()) continue;
    const match = /^\s*([A-Za-z]{3})\s*=\s*(\S+)\s*$/.exec(item);
    const rate = match?.[2];
    if (!match?.[1] || !rate || scaled(rate) === undefined || scaled(rate) === 0n) {
      throw new RangeError(
        `Курс «${item.trim()}» не понят: пишите код валюты и курс в рублях, например USD=92.5.`,
      );
    }
    rates[match[1].toUpperCase()] = rate;
  }
  return rates;
}

/** How a file's prices in each currency become roubles. */
export interface CurrencyRules {
  /** The currency of an offer without `<currencyId>`: the file's at rate 1, else the rouble. */
  fallback: string;
  /** Roubles per unit (10⁻⁸ units) and the plus in 10⁻⁸ percent, by currency; a string says why none. */
  rates: Map<string, { rate: bigint; plus: bigint } | string>;
}

/**
 * The conversion rules of a file's `<currencies>` and the operator's rates.
 * @example
 *   currencyRules([{ id: "RUR", rate: "1" }, { id: "USD", rate: "60" }], {}).rates.get("USD"); // { rate: 6000000000n, plus: 0n }
 */
export function currencyRules(
  currencies: readonly Pick<YmlCurrency, "id" | "rate" | "plus">[],
  operator: Readonly<Record<string, string>>,
): CurrencyRules {
  const inRoubles = currencies.some(
    ({ id, rate }) => ROUBLE.has(id) && (rate === undefined || scaled(rate) === SCALE),
  );
  const base = currencies.find(({ rate }) => rate !== undefined && scaled(rate) === SCALE)?.id;
  const rates: CurrencyRules["rates"] = new Map();
  const codes = new Set([...currencies.map(({ id }) => id), ...Object.keys(operator)]);
  for (const id of codes) {
    if (ROUBLE.has(id)) continue;
    const written = currencies.find((currency) => currency.id === id);
    const plus = scaled(written?.plus ?? "0") ?? 0n;
    const given = operator[id];
    if (given !== undefined) {
      rates.set(id, { rate: scaled(given) ?? 0n, plus });
      continue;
    }
    const pass = `передайте курс в рублях: ./shop import ФАЙЛ --rate ${id}=… или в поле «Курсы валют» формы загрузки`;
    const fileRate = written?.rate;
    if (fileRate === undefined) rates.set(id, `курса ${id} нет в файле: ${pass}.`);
    else if (scaled(fileRate) === undefined) {
      rates.set(
        id,
        `курс ${id} в файле — «${fileRate}» (курс банка на день выгрузки), импорт его не знает: ${pass}.`,
      );
    } else if (!inRoubles) {
      rates.set(id, `файл считает цены не в рублях (${base ?? id} по курсу 1): ${pass}.`);
    } else rates.set(id, { rate: scaled(fileRate) ?? 0n, plus });
  }
  return { fallback: base ?? "RUB", rates };
}

/**
 * Kopecks of `kopecks` of a currency in roubles, rounded half up, or why it cannot be converted
 * (a Russian sentence fragment).
 * @example
 *   toRoubles(1099, "USD", currencyRules([{ id: "RUR", rate: "1" }], { USD: "92.5" })); // 101658
 */
export function toRoubles(kopecks: number, currency: string, rules: CurrencyRules): number | string {
  if (ROUBLE.has(currency)) return kopecks;
  const rule = rules.rates.get(currency);
  if (rule === undefined) {
    return `валюта ${currency} не описана в файле: передайте курс в рублях: ./shop import ФАЙЛ --rate ${currency}=… или в поле «Курсы валют» формы загрузки.`;
  }
  if (typeof rule === "string") return rule;
  // kopecks × rate × (100 + plus) / 100, the rate and the plus in 10⁻⁸ units.
  const numerator = BigInt(kopecks) * rule.rate * (100n * SCALE + rule.plus);
  const denominator = SCALE * 100n * SCALE;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
