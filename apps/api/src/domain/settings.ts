import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { settings } from "../db/schema/index";

/** The settings anyone may read (also part of the session). */
export interface PublicSettings {
  /** False hides registration. */
  registrationEnabled: boolean;
}

/**
 * The settings anyone may read. Unset ones take their defaults.
 * @example
 *   const { registrationEnabled } = await readPublicSettings(db);
 */
export async function readPublicSettings(db: Database): Promise<PublicSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, "public"));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return { registrationEnabled: stored.get("registrationEnabled") !== false };
}

/** Setting (private): the largest discount, in percent, that staff may give a trading contract. */
export const STAFF_DISCOUNT_LIMIT_KEY = "staffDiscountLimitPercent";

/** Without the setting staff give at most 30 %; a larger discount is an administrator's decision. */
export const DEFAULT_STAFF_DISCOUNT_LIMIT_PERCENT = "30";

/**
 * The largest discount staff may give a contract, as a percent string (`"30"`): the setting's
 * number or string, else the default.
 * @example
 *   await staffDiscountLimit(tx); // "30"
 */
export async function staffDiscountLimit(executor: DatabaseExecutor): Promise<string> {
  const [row] = await executor
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STAFF_DISCOUNT_LIMIT_KEY));
  const value = row?.value;
  return typeof value === "number" || (typeof value === "string" && value.trim() !== "")
    ? String(value)
    : DEFAULT_STAFF_DISCOUNT_LIMIT_PERCENT;
}
