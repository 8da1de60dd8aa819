// Money crosses the database boundary as numeric(12,2) strings ("129.90") and lives in TypeScript
// as integer kopecks (12990). These conversions are string-based so no binary float ever rounds.

const decimalMoney = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Kopecks from a numeric column value.
 * @example
 *   kopecksFromNumeric("129.9"); // 12990
 */
export function kopecksFromNumeric(value: string): number {
  const match = decimalMoney.exec(value.trim());
  if (!match) throw new RangeError(`not a money amount: ${value}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -kopecks : kopecks;
}

/**
 * A numeric column value from kopecks.
 * @example
 *   numericFromKopecks(12990); // "129.90"
 */
export function numericFromKopecks(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`not an integer amount of kopecks: ${kopecks}`);
  const sign = kopecks < 0 ? "-" : "";
  const absolute = Math.abs(kopecks);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/**
 * Basis points (hundredths of a percent) from a percentage column ("5.00" -> 500).
 * @example
 *   basisPointsFromPercent("2.5"); // 250
 */
export const basisPointsFromPercent = kopecksFromNumeric;

/**
 * The percentage string of the contract from basis points (500 -> "5.00").
 * @example
 *   percentFromBasisPoints(250); // "2.50"
 */
export const percentFromBasisPoints = numericFromKopecks;

/**
 * A price changed by a percentage given in basis points (hundredths of a percent: -1250 is −12.5 %),
 * in whole kopecks: the exact amount `kopecks × (10 000 + basisPoints) / 10 000`, rounded to the
 * nearest kopeck, a half kopeck up (the rule of the shop's bulk price change, docs/contract.md).
 * Integer arithmetic throughout: no binary float ever rounds a price.
 * @example
 *   changedByBasisPoints(15900, -1000); // 14310 (−10 %)
 *   changedByBasisPoints(999, 1250); // 1124 (1123.875 rounded up)
 *   changedByBasisPoints(5, -1000); // 5 (4.5 rounded up)
 */
export function changedByBasisPoints(kopecks: number, basisPoints: number): number {
  if (!Number.isSafeInteger(kopecks) || !Number.isSafeInteger(basisPoints) || basisPoints <= -10_000)
    throw new RangeError(`not a price change: ${kopecks} by ${basisPoints} basis points`);
  const scaled = BigInt(kopecks) * BigInt(10_000 + basisPoints);
  const whole = scaled / 10_000n;
  const rest = scaled % 10_000n;
  return Number(rest * 2n >= 10_000n ? whole + 1n : whole);
}
