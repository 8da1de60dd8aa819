/** A percentage as typed: a sign (a minus, a hyphen or a plus), digits, a comma or a dot and two decimals at most. */
const TYPED_PERCENT = /^([+\-\u2212]?)\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*%?$/;

/**
 * A price change's percentage as staff type it (`-10`, `−15,5`, `+7.25 %`), as the API's decimal
 * string (`"-10"`, `"-15.5"`, `"7.25"`); undefined when it is not one the API takes: from −99.99
 * to 1000, not zero, at most two decimals. The string is sent as it is: no float ever rounds it.
 * @example
 *   pricePercent("−15,5"); // "-15.5"
 *   pricePercent("-100"); // undefined
 */
export function pricePercent(typed: string): string | undefined {
  const match = TYPED_PERCENT.exec(typed.trim());
  if (!match) return undefined;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const negative = sign === "-" || sign === "\u2212";
  if (hundredths === 0 || (negative && hundredths >= 10_000) || (!negative && hundredths > 100_000))
    return undefined;
  return `${negative ? "-" : ""}${Number(whole)}${fraction ? `.${fraction}` : ""}`;
}
