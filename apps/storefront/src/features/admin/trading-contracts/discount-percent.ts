import { msg } from "@lingui/core/macro";
import { i18n } from "../../../lib/i18n";

// A discount percent is a decimal string with at most two decimals ("12.50"), as the API keeps it:
// exact, compared and formatted as text, never through a binary float.
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/;

const messages = {
  format: msg({
    id: "admin.tradingContracts.percent.format",
    message: "A number with at most two decimals, e.g. 7,5",
  }),
  range: msg({ id: "admin.tradingContracts.percent.range", message: "From 0 to 100" }),
};

/**
 * The percent as the API takes it: a dot, two decimals; undefined when it is not a percent of 0 to
 * 100 with at most two decimals. A comma is taken for a decimal point, as Russian writes it.
 * @example
 *   normalisePercent("7,5"); // "7.50"
 *   normalisePercent("100.01"); // undefined
 */
export function normalisePercent(input: string): string | undefined {
  const match = PERCENT.exec(input.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = (match[2] ?? "").padEnd(2, "0");
  if (whole * 100 + Number(fraction) > 10_000) return undefined;
  return `${whole}.${fraction}`;
}

/**
 * The form's rule for a percent: `true`, or what to fix.
 * @example
 *   percentRule("120"); // "От 0 до 100"
 */
export function percentRule(input: string): string | true {
  if (!PERCENT.test(input.trim())) return i18n._(messages.format);
  return normalisePercent(input) !== undefined || i18n._(messages.range);
}

/**
 * A percent for reading, the Russian way, without trailing zeros: "12.50" → "12,5 %".
 * @example
 *   formatPercent("5.00"); // "5 %"
 */
export function formatPercent(value: string): string {
  const [whole = "0", fraction = ""] = value.split(".");
  const digits = fraction.replace(/0+$/, "");
  return `${whole}${digits ? `,${digits}` : ""}\u00a0%`;
}
