import type { Database } from "../../../db/client";
import { SUPPORTED_LOCALES } from "../../locales";
import { readProductCards } from "../product-cards";

/**
 * How many characters of cards a store keeps by default: about 16 000 cards (a card is about 500
 * characters, Cyrillic ones two bytes each in memory), 16-32 MB. All 100 000 cards of the bench's
 * catalog would be about 100 MB, a third of the API's memory goal, for lists that mostly show
 * the first pages of each category.
 */
export const CARD_CHARACTERS = 8_000_000;

/**
 * The cards of listed products (product-cards.ts), kept as the JSON text the database wrote them in,
 * per product and locale, up to a size (the least recently listed go first). A list's page is then
 * the index's ids and their cards from memory: no query, where the card query was half of a list's
 * time at 100 000 products (docs/benchmarks/api-catalog.md).
 *
 * Consistency: every write of what a card shows leaves a change-log entry (drizzle/0020), and the
 * index store calls `forget` with the products of each update's entries (all of them on a rebuild)
 * before requests see that update. A card read from the database carries the catalog version of its
 * snapshot; it is kept only if no update applied since was newer than that snapshot, so a read that
 * raced a write never keeps the card from before it. A card is therefore never older than the index
 * it is listed with.
 */
export class CardStore {
  /** Hits and misses by card (the bench and tests read them). */
  readonly counts = { hits: 0, misses: 0 };
  /** Key: product id times the number of locales plus the locale's place; in least recent use order. */
  private readonly cards = new Map<number, string>();
  private characters = 0;
  /** The catalog version of the last update that forgot cards: older reads are not kept. */
  private forgottenAt = 0;

  private readonly maxCharacters: number;

  constructor(maxCharacters = CARD_CHARACTERS) {
    this.maxCharacters = maxCharacters;
  }

  /**
   * The cards of the published products among `ids`, in their order, as the JSON text of an array;
   * those not held are read in one query.
   * @example
   *   await store.json(db, [12, 7], "ru"); // '[{"@id":"/api/catalog/products/12",…},…]'
   */
  async json(db: Database, ids: readonly number[], locale: string): Promise<string> {
    const place = Math.max(0, SUPPORTED_LOCALES.indexOf(locale as (typeof SUPPORTED_LOCALES)[number]));
    const keyOf = (id: number) => id * SUPPORTED_LOCALES.length + place;
    const parts: (string | undefined)[] = ids.map((id) => {
      const key = keyOf(id);
      const card = this.cards.get(key);
      if (card !== undefined) {
        // Listed again: the most recently used now.
        this.cards.delete(key);
        this.cards.set(key, card);
      }
      return card;
    });
    const missing = ids.filter((_, at) => parts[at] === undefined);
    this.counts.hits += ids.length - missing.length;
    this.counts.misses += missing.length;
    if (missing.length) {
      const read = await readProductCards(db, missing, locale);
      const byId = new Map(read.cards.map((card) => [card.id, card.json]));
      ids.forEach((id, at) => {
        if (parts[at] === undefined) parts[at] = byId.get(id);
      });
      if (read.version >= this.forgottenAt) {
        for (const { id, json } of read.cards) this.keep(keyOf(id), json);
      }
    }
    return `[${parts.filter((part) => part !== undefined).join(",")}]`;
  }

  /**
   * Drops the cards of `ids` (every card for "all") after an update to catalog `version`, whose
   * changes reads older than it may not show.
   * @example
   *   store.forget([12], 41);
   */
  forget(ids: readonly number[] | "all", version: number): void {
    if (ids !== "all" && ids.length === 0) return;
    this.forgottenAt = Math.max(this.forgottenAt, version);
    if (ids === "all") {
      this.cards.clear();
      this.characters = 0;
      return;
    }
    for (const id of ids) {
      for (let place = 0; place < SUPPORTED_LOCALES.length; place++) {
        this.drop(id * SUPPORTED_LOCALES.length + place);
      }
    }
  }

  /** How many cards are held. */
  get size(): number {
    return this.cards.size;
  }

  private keep(key: number, json: string) {
    this.drop(key);
    this.cards.set(key, json);
    this.characters += json.length;
    for (const [oldest, card] of this.cards) {
      if (this.characters <= this.maxCharacters) break;
      this.cards.delete(oldest);
      this.characters -= card.length;
    }
  }

  private drop(key: number) {
    const card = this.cards.get(key);
    if (card === undefined) return;
    this.cards.delete(key);
    this.characters -= card.length;
  }
}
