import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
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
