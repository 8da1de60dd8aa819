import { type CatalogIndexStore, catalogIndex } from "./index/catalog-index-store";

/**
 * The top-level sections whose products in the shop carry each attribute (attribute code → section
 * ids, in the tree's order): what the product editor offers for a product of a section (issue 46
 * point 9, "the form offers coffee and teaware attributes for a tea").
 *
 * Attributes have no link to categories in the data model, and a manager never has to keep one:
 * what a section's products carry says which attributes it uses (the tea section's: country, kind of
 * tea, fermentation, pack weight; the coffee section's: country, roast, pack weight). A whole
 * top-level section counts, not the product's own category, so a new or small subsection is offered
 * what its section uses. Read from the catalog index (the shop's products; drafts do not count), in
 * one pass of kept counts per section, so it follows every write as lists do.
 * @example
 *   (await attributeSections(catalog)).get("roast"); // [7] — the coffee section's id
 */
export async function attributeSections(catalog: CatalogIndexStore): Promise<Map<string, number[]>> {
  const [index, reference, tree] = await Promise.all([
    catalogIndex(catalog),
    catalog.reference(),
    catalog.categoryTree(),
  ]);
  const valueIds = reference.attributes.flatMap((attribute) => attribute.values.map((value) => value.id));
  const sections = new Map<string, number[]>(reference.attributes.map((attribute) => [attribute.code, []]));
  for (const section of tree.ordered) {
    if (section.parentId !== null) continue;
    const { set, within } = index.match({ categoryPath: section.path });
    const counts = index.countValues(set, valueIds, { within });
    for (const attribute of reference.attributes) {
      if (attribute.values.some((value) => (counts.get(value.id) ?? 0) > 0)) {
        sections.get(attribute.code)?.push(section.id);
      }
    }
  }
  return sections;
}
