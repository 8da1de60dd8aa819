import type { Database } from "../../../db/client";
import { SUPPORTED_LOCALES } from "../../locales";
import { readProductCards } from "../product-cards";

/**
 * How many bytes of cards a store keeps by default (both generations together): about 60 000
 * cards of ~700 bytes. The 100 000 cards of the bench's catalog would be about 75 MB, a quarter of
 * the API's memory goal; the lists' traffic lists most of them within a minute, but the cards
 * listed again are the ones kept.
 */
export const CARD_BYTES = 48 * 1024 * 1024;

/** Cards are written one after another into slabs of this size (off the JavaScript heap). */
const SLAB_BYTES = 1024 * 1024;
/** Each card's length precedes it in its slab. */
const LENGTH_BYTES = 4;

/**
 * Cards of one generation: UTF-8 JSON text in 1 MiB slabs, each card found by its offset (a small
 * integer, one per card in a Map: no object per card, nothing for the garbage collector to trace).
 * A card dropped leaves its bytes in place until the generation goes.
 */
class CardGeneration {
  readonly at = new Map<number, number>();
  /** The bytes its cards were written in (those dropped since included). */
  used = 0;
  private readonly slabs: Buffer[] = [];
  private offset = SLAB_BYTES;

  get(key: number): Buffer | undefined {
    const at = this.at.get(key);
    if (at === undefined) return undefined;
    const slab = this.slabs[Math.floor(at / SLAB_BYTES)] as Buffer;
    const start = at % SLAB_BYTES;
    return slab.subarray(start + LENGTH_BYTES, start + LENGTH_BYTES + slab.readUInt32LE(start));
  }

  add(key: number, card: Buffer): void {
    if (card.length + LENGTH_BYTES > SLAB_BYTES) return;
    if (this.offset + LENGTH_BYTES + card.length > SLAB_BYTES) {
      this.slabs.push(Buffer.allocUnsafeSlow(SLAB_BYTES));
      this.offset = 0;
    }
    const slab = this.slabs[this.slabs.length - 1] as Buffer;
    slab.writeUInt32LE(card.length, this.offset);
    card.copy(slab, this.offset + LENGTH_BYTES);
    this.at.set(key, (this.slabs.length - 1) * SLAB_BYTES + this.offset);
    this.offset += LENGTH_BYTES + card.length;
    this.used += LENGTH_BYTES + card.length;
  }
}

const COMMA = Buffer.from(",");
const OPEN = Buffer.from("[");
const CLOSE = Buffer.from("]");

/**
 * The cards of listed products (product-cards.ts), kept as the UTF-8 JSON text the database wrote
 * them in, per product and locale. A list's page is then the index's ids and their cards from
 * memory, copied into the answer's bytes: no query, where the card query was half of a list's
 * time at 100 000 products (docs/benchmarks/api-catalog.md).
 *
 * Size: two generations. New cards go into the young one; a card listed from the old one is
 * copied into the young one; when the young one has written half the bytes allowed, it becomes the
 * old one and the old one goes (its slabs freed whole). Cards listed again stay, the rest go, with no
 * bookkeeping per request beyond a Map lookup.
 *
 * Consistency: every write of what a card shows leaves a change-log entry (drizzle/0020), and the
 * index store calls `forget` with the products of each update's entries (all of them on a rebuild)
 * before requests see that update. A card read from the database carries the catalog version of
 * its snapshot; it is kept only if no update applied since was newer than that snapshot, so a read
 * that raced a write never keeps the card from before it. A card is therefore never older than the
 * index it is listed with.
 */
export class CardStore {
  /** Hits and misses by card (the bench and tests read them). */
  readonly counts = { hits: 0, misses: 0 };
  private young = new CardGeneration();
  private old = new CardGeneration();
  /** The catalog version of the last update that forgot cards: older reads are not kept. */
  private forgottenAt = 0;
  private readonly maxBytes: number;

  constructor(maxBytes = CARD_BYTES) {
    this.maxBytes = maxBytes;
  }

  /**
   * The cards of the published products among `ids`, in their order, as the UTF-8 JSON text of an
   * array; those not held are read in one query.
   * @example
   *   (await store.json(db, [12, 7], "ru")).toString(); // '[{"@id":"/api/catalog/products/12",…},…]'
   */
  async json(db: Database, ids: readonly number[], locale: string): Promise<Buffer> {
    const place = Math.max(0, SUPPORTED_LOCALES.indexOf(locale as (typeof SUPPORTED_LOCALES)[number]));
    const keyOf = (id: number) => id * SUPPORTED_LOCALES.length + place;
    const parts = ids.map((id) => this.held(keyOf(id)));
    const missing = ids.filter((_, at) => parts[at] === undefined);
    this.counts.hits += ids.length - missing.length;
    this.counts.misses += missing.length;
    if (missing.length) {
      const read = await readProductCards(db, missing, locale);
      const keep = read.version >= this.forgottenAt;
      const byId = new Map<number, Buffer>();
      for (const { id, json } of read.cards) {
        const card = Buffer.from(json);
        byId.set(id, card);
        if (keep) this.keep(keyOf(id), card);
      }
      ids.forEach((id, at) => {
        if (parts[at] === undefined) parts[at] = byId.get(id);
      });
    }
    const list: Buffer[] = [OPEN];
    for (const part of parts) {
      if (part === undefined) continue;
      if (list.length > 1) list.push(COMMA);
      list.push(part);
    }
    list.push(CLOSE);
    return Buffer.concat(list);
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
      this.young = new CardGeneration();
      this.old = new CardGeneration();
      return;
    }
    for (const id of ids) {
      for (let place = 0; place < SUPPORTED_LOCALES.length; place++) {
        const key = id * SUPPORTED_LOCALES.length + place;
        this.young.at.delete(key);
        this.old.at.delete(key);
      }
    }
  }

  /** How many cards are held. */
  get size(): number {
    return this.young.at.size + this.old.at.size;
  }

  private held(key: number): Buffer | undefined {
    const young = this.young.get(key);
    if (young) return young;
    const old = this.old.get(key);
    if (old) {
      // Listed again: it moves to the young generation (the bytes stay in the old one's slab).
      this.keep(key, old);
    }
    return old;
  }

  private keep(key: number, card: Buffer) {
    this.old.at.delete(key);
    this.young.add(key, card);
    if (this.young.used >= this.maxBytes / 2) {
      this.old = this.young;
      this.young = new CardGeneration();
    }
  }
}
