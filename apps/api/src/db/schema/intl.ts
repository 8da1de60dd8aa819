import { pgTable, serial, text } from "drizzle-orm/pg-core";

// Read-only reference lists (SPEC.md section 6): the same shape each, one table per list so
// every list keeps its own ids and unique codes.
const referenceList = (name: string) =>
  pgTable(name, {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
  });

export const countries = referenceList("intl_countries");
export const currencies = referenceList("intl_currencies");
export const languages = referenceList("intl_languages");
export const locales = referenceList("intl_locales");
export const timezones = referenceList("intl_timezones");
