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
