import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import type { ItemTranslationsTable } from "../db/schema/translations";
import { type AuditedResource, recordChange } from "./audit-log";
import { notFound } from "./errors";
import { BASE_LOCALE, SUPPORTED_LOCALES, TRANSLATED_LOCALES } from "./locales";

/** A translatable text field: its longest text, and whether the base text may be empty. */
export interface TranslatableField {
  maxLength: number;
  /** The base (Russian) text may be empty (`null` or `""`); translations are never empty. */
  optional?: boolean;
  /** The text as it is stored, in every locale (a product's description: its sanitised HTML). */
  stored?: (text: string) => string;
}

/** Who reads an item's texts: a signed-in account (its roles), or null for an anonymous caller. */
export type TextsReader = { roles: readonly string[] } | null;

/** Where one kind of item keeps its texts: its own (base) texts and a translations table. */
export interface TranslatableItems<Field extends string> {
  /** What the audit log calls this kind of item. */
  auditResource: AuditedResource;
  fields: Record<Field, TranslatableField>;
  table: ItemTranslationsTable;
  /** The 404 sentence for an unknown id. */
  notFoundDetail: string;
  /**
   * The base texts of an item, or undefined when there is no such item or `reader` may not see it
   * (an unpublished product for anyone but staff), which the answers cannot tell apart.
   */
  readBase(
    db: DatabaseExecutor,
    id: number,
    reader: TextsReader,
  ): Promise<Record<Field, string | null> | undefined>;
  /** Writes changed base texts (`null` or `""` clears an optional field), inside the change's transaction. */
  writeBase(tx: DatabaseExecutor, id: number, changes: Partial<Record<Field, string | null>>): Promise<void>;
  /**
   * Records that the item's texts changed (its `updated_at`, which the sitemap reports), inside the
   * change's transaction; called once per change that names any text, in whatever locale.
   */
  touch(tx: DatabaseExecutor, id: number): Promise<void>;
}

/** `{ translations: { ru: { title: "…" }, "en-US": { title: "…" } } }` */
export interface TranslationsView {
  translations: Record<string, Record<string, string>>;
}

/** Changed texts by locale and field; `null` removes a translation (or clears an optional base text). */
export type TranslationsPatch<Field extends string> = Record<string, Partial<Record<Field, string | null>>>;

/**
 * Every stored translation of an item, by locale and field.
 * @example
 *   await readTranslations(db, productTranslations, 12); // Map { "en-US" => { title: "Sencha" } }
 */
export async function readTranslations(
  db: DatabaseExecutor,
  table: ItemTranslationsTable,
  id: number,
): Promise<Map<string, Record<string, string>>> {
  const rows = await db.select().from(table).where(eq(table.itemId, id));
  const byLocale = new Map<string, Record<string, string>>();
  for (const row of rows) byLocale.set(row.locale, { ...byLocale.get(row.locale), [row.field]: row.value });
  return byLocale;
}

/**
 * An item's texts in every supported locale (all fields, or `only` one), as `reader` may read
 * them; 404 for an unknown item and for one `reader` may not see.
 * @example
 *   await translationsOf(db, productTexts, 12, c.get("user"), "title"); // { translations: { ru: { title: "Сенча" }, "en-US": {} } }
 */
export async function translationsOf<Field extends string>(
  db: DatabaseExecutor,
  items: TranslatableItems<Field>,
  id: number,
  reader: TextsReader,
  only?: Field,
): Promise<TranslationsView> {
  const [base, stored] = await Promise.all([
    items.readBase(db, id, reader),
    readTranslations(db, items.table, id),
  ]);
  if (!base) throw notFound(items.notFoundDetail);
  const wanted = only ? [only] : (Object.keys(items.fields) as Field[]);
  const translations: Record<string, Record<string, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const texts: Record<string, string> = {};
    for (const field of wanted) {
      const value = locale === BASE_LOCALE ? base[field] : stored.get(locale)?.[field];
      if (value) texts[field] = value;
    }
    translations[locale] = texts;
  }
  return { translations };
}

// Each text as its field stores it; a translation nothing is left of is removed (the base text shows).
function storedTexts<Field extends string>(
  items: TranslatableItems<Field>,
  patch: TranslationsPatch<Field>,
): TranslationsPatch<Field> {
  const stored = (field: Field, value: string | null | undefined, base: boolean) => {
    const store = items.fields[field].stored;
    if (!store || value === null || value === undefined) return value;
    const text = store(value);
    return text === "" && !base ? null : text;
  };
  return Object.fromEntries(
    Object.entries(patch).map(([locale, texts]) => [
      locale,
      Object.fromEntries(
        Object.entries(texts ?? {}).map(([field, value]) => [
          field,
          stored(field as Field, value as string | null | undefined, locale === BASE_LOCALE),
        ]),
      ),
    ]),
  ) as TranslationsPatch<Field>;
}

/**
 * Applies a change of an item's texts in one transaction and records it in the audit log: the base
 * locale (`ru`) writes the item's own texts, other locales are stored aside. Answers all texts after
 * the change; 404 for an unknown item (or one `actor` may not see).
 * @example
 *   await changeTranslations(db, productTexts, 12, { "en-US": { title: "Sencha" } }, staff);
 */
export async function changeTranslations<Field extends string>(
  db: Database,
  items: TranslatableItems<Field>,
  id: number,
  patch: TranslationsPatch<Field>,
  actor: { id: number; roles: readonly string[] },
): Promise<TranslationsView> {
  if (!(await items.readBase(db, id, actor))) throw notFound(items.notFoundDetail);
  return db.transaction(async (tx) => {
    const before = await translationsOf(tx, items, id, actor);
    const texts = storedTexts(items, patch);
    const base = texts[BASE_LOCALE] ?? {};
    if (Object.values(texts).some((named) => Object.keys(named ?? {}).length > 0)) {
      await items.touch(tx, id);
    }
    if (Object.keys(base).length > 0) await items.writeBase(tx, id, base);
    for (const locale of TRANSLATED_LOCALES) {
      for (const [field, value] of Object.entries(texts[locale] ?? {}) as [Field, string | null][]) {
        const key = and(
          eq(items.table.itemId, id),
          eq(items.table.locale, locale),
          eq(items.table.field, field),
        );
        if (value === null) await tx.delete(items.table).where(key);
        else
          await tx
            .insert(items.table)
            .values({ itemId: id, locale, field, value })
            .onConflictDoUpdate({
              target: [items.table.itemId, items.table.locale, items.table.field],
              set: { value },
            });
      }
    }
    const changed = await translationsOf(tx, items, id, actor);
    await recordChange(tx, {
      actorId: actor.id,
      resource: items.auditResource,
      resourceId: id,
      operation: "translate",
      before,
      after: changed,
    });
    return changed;
  });
}
