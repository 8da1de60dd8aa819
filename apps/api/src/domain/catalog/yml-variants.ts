import type { DatabaseTransaction } from "../../db/executor";
import type { ChangeAuthor } from "../audit-log";
import { DomainError } from "../errors";
import { PRODUCT_LIMITS, PRODUCT_NUMBER_SHAPE } from "./catalog-limits";
import {
  inputsOf,
  isCountedMeasure,
  sameVariant,
  sameVariants,
  type VariantRecord,
  variantRecords,
  writeVariants,
} from "./product-variants";
import { writeVariantsRecorded } from "./product-variants-editor";
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

/**
 * The measure an imported group's product is sold in: its offer's when counted by the piece (a
 * variant is a countable form, `isCountedMeasure`), else none, so the import's default (`pcs`)
 * applies: a кг offer's measure gives way.
 * @example
 *   groupMeasureId(reference.measureByCode.get("kg")?.id, reference); // undefined
 */
export const groupMeasureId = (
  measureId: number | undefined,
  reference: CatalogReference,
): number | undefined =>
  measureId !== undefined && isCountedMeasure(reference.measureById.get(measureId)) ? measureId : undefined;

/** What writing a group's variants came to, offer by offer, or why the group was refused. */
export type GroupOutcome = { outcomes: ("created" | "updated" | "unchanged")[] } | { refusal: string };

/**
 * Writes the variants of an imported group on its product: the product's variants the file names
 * (by article) are changed, new ones added after them, and the others stay (a file may carry part
 * of a catalog). Recorded in the audit log as the import's change of the product (its records
 * before and after, variants and price included: an undo of the import puts them back); nothing is
 * written when the product's variants are already as the file states them (a rerun of a file).
 *
 * `dryRun` (the import's preview) checks and compares the same way and writes and locks nothing;
 * `measureId` is then the product's default measure as the import would leave it, and `productId`
 * 0 for a product the import would create.
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
  { dryRun = false, measureId }: { dryRun?: boolean; measureId?: number | undefined } = {},
): Promise<GroupOutcome> {
  const currentVariants = productId > 0 ? ((await variantRecords(tx, [productId])).get(productId) ?? []) : [];
  const byNumber = new Map(
    offers.map((offer, index) => [offer.number, { offer, title: titles[index] ?? offer.title }]),
  );
  const asInput = (offer: GroupOffer, title: string, was?: VariantRecord): VariantRecord => ({
    id: was?.id ?? 0,
    number: offer.number,
    title,
    // An offer without a price keeps the price it had (1 kopeck, never shown for sale, for a new one)
    // and is not available.
    price: offer.price ?? was?.price ?? 1,
    compareAtPrice: offer.price !== undefined ? (offer.compareAt ?? null) : (was?.compareAtPrice ?? null),
    available: offer.available && offer.price !== undefined,
  });
  const list: VariantRecord[] = currentVariants.map((variant) => {
    const named = byNumber.get(variant.number);
    return named ? asInput(named.offer, named.title, variant) : variant;
  });
  for (const [number, { offer, title }] of byNumber)
    if (!currentVariants.some((variant) => variant.number === number)) list.push(asInput(offer, title));
  const outcomeOf = (before: readonly VariantRecord[], after: readonly VariantRecord[]) =>
    offers.map((offer) => {
      const was = before.find((variant) => variant.number === offer.number);
      const now = after.find((variant) => variant.number === offer.number);
      if (!was) return "created" as const;
      return now && sameVariant(was, now) ? ("unchanged" as const) : ("updated" as const);
    });
  if (productId > 0 && sameVariants(list, currentVariants))
    return { outcomes: offers.map(() => "unchanged") };
  const inputs = inputsOf(list, new Set(currentVariants.map((variant) => variant.id)));
  let written: Awaited<ReturnType<typeof writeVariants>>;
  try {
    // Recorded in the audit log as the import's change of the product; a preview writes nothing.
    written = dryRun
      ? await writeVariants(tx, reference, productId, inputs, { dryRun, measureId })
      : await writeVariantsRecorded(tx, reference, productId, inputs, author);
  } catch (error) {
    // Refused before anything was written (the list's checks): the group's offers are refused.
    if (error instanceof DomainError) return { refusal: error.init.detail ?? error.message };
    throw error;
  }
  if (!written) return { refusal: "Товар группы не найден." };
  return { outcomes: outcomeOf(written.before, written.after) };
}
