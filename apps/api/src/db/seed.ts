import type { Database } from "./client";
import { settings } from "./schema/index";

/** Fills an empty database with what a fresh shop needs. Safe to run at every start. */
export async function seed(db: Database): Promise<void> {
  await db
    .insert(settings)
    .values({ key: "registrationEnabled", value: true, isPublic: "public" })
    .onConflictDoNothing();
}
