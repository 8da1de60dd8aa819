import { asc, eq } from "drizzle-orm";
import type { DatabaseTransaction } from "../../db/executor";
import { productVariants } from "../../db/schema/index";
import { type ChangeAuthor, recordChange } from "../audit-log";
import { DomainError } from "../errors";
import { kopecksFromNumeric } from "../money";
import { PRODUCT_LIMITS, PRODUCT_NUMBER_SHAPE } from "./catalog-limits";
import { type VariantInput, writeVariants } from "./product-variants";
import type { CatalogReference } from "./reference";

// The YML import's variants (issue 46 point 4; docs/api/catalog-import-and-feed.md, "Variants"):
// offers sharing a `group_id` are the variants of one product. The product's number is the group
// id (so a rerun finds it again), its title what the offers' names share, and each offer a variant
// whose article is the offer's own (vendorCode, else id) and whose name is what its name adds («100
// г» of «Лунцзин 100 г»), else the values of the params that set it apart from the group's others.

/** One offer of a group as the import read it. */
export interface GroupOffer {
  line: number;
  offerId: string;
  /** Its article: the variant's number. */
  number: string;
  title: string;
  /** Kopecks; undefined for an offer without a price (the variant then is not available). */
  price: number | undefined;
  /** The offer's `available`: whether the variant can be bought now. */
  available: boolean;
  compareAt: number | undefined;
  params: { name: string; value: string }[];
}

/** Characters that join a name to what a variant adds to it: «Лунцзин, 100 г», «Лунцзин (100 г)». */
const JOINERS = /^[\s,.:;/–—-]+|[\s,.:;/–—(-]+$/gu;

/**
 * The words all `names` begin with (whole words), without a trailing joiner.
 * @example
 *   sharedStart(["Лунцзин 50 г", "Лунцзин 100 г"]); // "Лунцзин"
 */
export function sharedStart(names: readonly string[]): string {
  const [first = [], ...rest] = names.map((name) => name.split(/\s+/u));
  let count = first.length;
  for (const words of rest) {
    let same = 0;
    while (same < Math.min(count, words.length) && words[same] === first[same]) same += 1;
    count = same;
  }
  return first.slice(0, count).join(" ").replace(JOINERS, "");
}

/**
 * The product and variant names of a group's offers: the product's is what their names share (the
 * first offer's name when they share nothing, or when the group is one offer); a variant's is what
 * its name adds to that, else the values of the params that differ between the offers, else its name.
 * @example
 *   groupNames(offers); // { title: "Лунцзин", variants: ["50 г", "100 г"] }
 */
export function groupNames(offers: readonly GroupOffer[]): { title: string; variants: string[] } {
  const shared = offers.length > 1 ? sharedStart(offers.map((offer) => offer.title)) : "";
  const title = shared || (offers[0]?.title ?? "");
  const differing = (offer: GroupOffer) =>
    offer.params
      .filter(
        (param) =>
          !offers.every((other) =>
            other.params.some(
              (candidate) => candidate.name === param.name && candidate.value === param.value,
            ),
          ),
      )
      .map((param) => param.value)
      .join(", ");
  const variants = offers.map((offer) => {
    const rest = shared ? offer.title.slice(shared.length).replace(JOINERS, "") : "";
    // In «Лунцзин (100 г)» the option in brackets is the option.
    const added = /^\([^()]*\)$/u.test(rest) ? rest.slice(1, -1) : rest;
    return (added || differing(offer) || offer.title).slice(0, PRODUCT_LIMITS.title);
  });
  return { title, variants };
}

/**
 * The product number of a group: its `group_id` when it fits a product number, else the first
 * offer's article.
 * @example
 *   groupNumber("1042", offers); // "1042"
 */
export function groupNumber(groupId: string, offers: readonly GroupOffer[]): string {
  return groupId.length <= PRODUCT_LIMITS.number && PRODUCT_NUMBER_SHAPE.test(groupId)
    ? groupId
    : (offers[0]?.number ?? groupId);
}

/** What writing a group's variants came to, offer by offer, or why the group was refused. */
export type GroupOutcome = { outcomes: ("created" | "updated" | "unchanged")[] } | { refusal: string };

/**
 * Writes the variants of an imported group on its product: the product's variants the file names
 * (by article) are changed, new ones added after them, and the others stay (a file may carry part
 * of a catalog). Recorded in the audit log as the import's change of the product.
 * @example
 *   await writeGroupVariants(tx, reference, 12, offers, ["50 г", "100 г"], { actorId: 3, importId: 7 });
 */
export async function writeGroupVariants(
  tx: DatabaseTransaction,
  reference: CatalogReference,
  productId: number,
  offers: readonly GroupOffer[],
  titles: readonly string[],
  author: ChangeAuthor,
): Promise<GroupOutcome> {
  const currentVariants = (
    await tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position), asc(productVariants.id))
  ).map((row) => ({
    id: row.id,
    number: row.number,
    title: row.title,
    price: kopecksFromNumeric(row.price),
    compareAtPrice: row.compareAtPrice === null ? null : kopecksFromNumeric(row.compareAtPrice),
    available: row.available,
  }));
  const byNumber = new Map(
    offers.map((offer, index) => [offer.number, { offer, title: titles[index] ?? offer.title }]),
  );
  const asInput = (
    offer: GroupOffer,
    title: string,
    id?: number,
    was?: (typeof currentVariants)[number],
  ) => ({
    ...(id !== undefined ? { id } : {}),
    number: offer.number,
    title,
    // An offer without a price keeps the price it had (1 kopeck, never shown for sale, for a new one)
    // and is not available.
    price: offer.price ?? was?.price ?? 1,
    compareAtPrice: offer.price !== undefined ? (offer.compareAt ?? null) : (was?.compareAtPrice ?? null),
    available: offer.available && offer.price !== undefined,
  });
  const list: VariantInput[] = currentVariants.map((variant) => {
    const named = byNumber.get(variant.number);
    return named ? asInput(named.offer, named.title, variant.id, variant) : { ...variant };
  });
  for (const [number, { offer, title }] of byNumber)
    if (!currentVariants.some((variant) => variant.number === number)) list.push(asInput(offer, title));
  let written: Awaited<ReturnType<typeof writeVariants>>;
  try {
    written = await writeVariants(tx, reference, productId, list);
  } catch (error) {
    // Refused before anything was written (the list's checks): the group's offers are refused.
    if (error instanceof DomainError) return { refusal: error.init.detail ?? error.message };
    throw error;
  }
  if (!written) return { refusal: "Товар группы не найден." };
  const { before, after } = written;
  await recordChange(tx, {
    ...author,
    resource: "product",
    resourceId: productId,
    operation: "update",
    before: { variants: before },
    after: { variants: after },
  });
  return {
    outcomes: offers.map((offer) => {
      const was = before.find((variant) => variant.number === offer.number);
      const now = after.find((variant) => variant.number === offer.number);
      if (!was) return "created";
      return JSON.stringify(was) === JSON.stringify(now) ? "unchanged" : "updated";
    }),
  };
}
