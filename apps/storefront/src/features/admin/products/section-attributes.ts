import type { Category, ProductEditorReference } from "@shop/api-client";

type Attribute = ProductEditorReference["attributes"][number];

/** What the product form offers for the chosen section. */
export interface SectionAttributes {
  /** The chosen section's top-level section (undefined: no section chosen yet). */
  section: Category | undefined;
  /** The attributes offered: the section's, and any the product has a value of. */
  offered: Attribute[];
  /** The others, behind "all attributes". */
  others: Attribute[];
}

/**
 * The attributes the product form offers for a product of section `categoryId` (issue 46 point 9):
 * those the products of its top-level section carry (the reference's `sections`, which the API
 * derives from the catalog; docs/storefront/admin-panel.md), and any attribute the product already
 * has a value of, so that no value is hidden. A section none of whose products carries any
 * attribute yet (a new one) is offered them all; a product with no section chosen yet, none (the
 * form says to choose the section first).
 * @example
 *   sectionAttributes(reference, tree, "12", { country: "china" }).offered.map((a) => a.code);
 *   // ["country", "tea-type", "fermentation", "pack-weight"]
 */
export function sectionAttributes(
  reference: ProductEditorReference,
  categories: readonly Category[],
  categoryId: string,
  values: Readonly<Record<string, string>>,
): SectionAttributes {
  const category = categories.find((candidate) => String(candidate.id) === categoryId);
  const rootPath = category?.path.split("/")[0];
  const section = categories.find((candidate) => candidate.path === rootPath);
  const hasValue = (attribute: Attribute) => (values[attribute.code] ?? "") !== "";
  if (!section) return { section, offered: reference.attributes.filter(hasValue), others: [] };
  if (!reference.attributes.some((attribute) => attribute.sections.includes(section.id))) {
    return { section, offered: [...reference.attributes], others: [] };
  }
  const offered = reference.attributes.filter(
    (attribute) => attribute.sections.includes(section.id) || hasValue(attribute),
  );
  return {
    section,
    offered,
    others: reference.attributes.filter((attribute) => !offered.includes(attribute)),
  };
}
