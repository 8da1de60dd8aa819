import type {
  MeasureCode,
  ProductAdminCreate,
  ProductAdminUpdate,
  ProductEditorReference,
  StaffProduct,
} from "@shop/api-client";
import { inputFromKopecks, kopecksFromInput } from "./price-input";

/** The product form's values: texts as typed, the category's id, prices in roubles as typed. */
export interface ProductValues {
  title: string;
  description: string;
  number: string;
  /** Empty on a new product: made from the title. */
  slug: string;
  /** The category's id, or "" before one is chosen. */
  category: string;
  defaultMeasure: string;
  published: boolean;
  /** Attribute code → value code ("" for none). */
  attributes: Record<string, string>;
  /** Price type code → measure code → roubles as typed ("" for not sold so). */
  prices: Record<string, Record<string, string>>;
  /** The prices before a discount, shown struck through, keyed as `prices` ("" for none). */
  compareAtPrices: Record<string, Record<string, string>>;
}

/** Every field name of the form, as the API's violations name them (`prices.retail.kg`). */
export function productFieldNames(reference: ProductEditorReference): string[] {
  return [
    "title",
    "number",
    "slug",
    "category",
    "description",
    ...reference.attributes.map((attribute) => `attributes.${attribute.code}`),
    "defaultMeasure",
    ...reference.priceTypes.flatMap((type) =>
      reference.measures.flatMap((measure) => [
        `prices.${type.code}.${measure.code}`,
        `compareAtPrices.${type.code}.${measure.code}`,
      ]),
    ),
    "published",
  ];
}

const emptyPrices = (reference: ProductEditorReference) =>
  Object.fromEntries(
    reference.priceTypes.map((type) => [
      type.code,
      Object.fromEntries(reference.measures.map((measure) => [measure.code, ""])),
    ]),
  );

/**
 * A new product's form: nothing typed, the shop's first measure, a draft (shown in the shop once
 * staff tick "Показывать в магазине"; until then they preview it at its address).
 * @example
 *   newProductValues(reference); // { title: "", …, defaultMeasure: "pcs", published: false, prices: { retail: { pcs: "" } } }
 */
export function newProductValues(reference: ProductEditorReference): ProductValues {
  return {
    title: "",
    description: "",
    number: "",
    slug: "",
    category: "",
    defaultMeasure: reference.measures[0]?.code ?? "",
    published: false,
    attributes: Object.fromEntries(reference.attributes.map((attribute) => [attribute.code, ""])),
    prices: emptyPrices(reference),
    compareAtPrices: emptyPrices(reference),
  };
}

/**
 * A stored product as the form shows it.
 * @example
 *   productValues(product, reference).prices.retail?.kg; // "1590,00"
 */
export function productValues(product: StaffProduct, reference: ProductEditorReference): ProductValues {
  const values = newProductValues(reference);
  const prices = emptyPrices(reference);
  const compareAtPrices = emptyPrices(reference);
  const put = (amounts: Amounts, { priceType, measure }: StaffProduct["prices"][number], kopecks: number) => {
    amounts[priceType] = { ...amounts[priceType], [measure.code]: inputFromKopecks(kopecks) };
  };
  for (const price of product.prices) {
    put(prices, price, price.price);
    if (price.compareAtPrice !== undefined) put(compareAtPrices, price, price.compareAtPrice);
  }
  return {
    ...values,
    title: product.title,
    description: product.description,
    number: product.number,
    slug: product.slug,
    category: String(product.category.id),
    defaultMeasure: product.defaultMeasure,
    published: product.published,
    attributes: {
      ...values.attributes,
      ...Object.fromEntries(product.attributes.map((attribute) => [attribute.code, attribute.value])),
    },
    prices,
    compareAtPrices,
  };
}

type PriceChanges = NonNullable<ProductAdminCreate["prices"]>;

const kopecksOf = (text: string) => (text.trim() === "" ? null : (kopecksFromInput(text) ?? null));

type Amounts = ProductValues["prices"];

/**
 * The typed amounts of `field` that differ from `before` (all typed ones for a new product); an
 * emptied one is `null`. Was-prices skip those beside a price that is empty now (the product is no
 * longer sold so, and the API takes its was-price with it).
 */
function amountChanges(
  field: "prices" | "compareAtPrices",
  values: ProductValues,
  before: ProductValues | undefined,
): PriceChanges {
  const changes: PriceChanges = {};
  const priced = (type: string, measure: string) => kopecksOf(values.prices[type]?.[measure] ?? "") !== null;
  const typed = (amounts: Amounts | undefined, type: string, measure: string) =>
    amounts ? kopecksOf(amounts[type]?.[measure] ?? "") : null;
  for (const [type, byMeasure] of Object.entries(values[field])) {
    for (const measure of Object.keys(byMeasure)) {
      if (field === "compareAtPrices" && !priced(type, measure)) continue;
      const now = typed(values[field], type, measure);
      if (now !== typed(before?.[field], type, measure))
        changes[type] = { ...changes[type], [measure as MeasureCode]: now };
    }
  }
  return changes;
}

/** The chosen attribute values that differ from `before`; a value taken away is `null`. */
function attributeChanges(values: ProductValues, before: ProductValues | undefined) {
  const changes: Record<string, string | null> = {};
  for (const [code, value] of Object.entries(values.attributes)) {
    if (value === (before?.attributes[code] ?? "")) continue;
    changes[code] = value === "" ? null : value;
  }
  return changes;
}

const nonEmpty = <T extends object>(value: T) => (Object.keys(value).length > 0 ? value : undefined);

/**
 * What `POST /catalog/admin/products` gets from the form: the texts trimmed, the slug only when
 * typed, the prices and attribute values that were filled in.
 * @example
 *   productCreateInput({ …values, prices: { retail: { pcs: "450" } } }).prices; // { retail: { pcs: 45000 } }
 */
export function productCreateInput(values: ProductValues): ProductAdminCreate {
  const prices = nonEmpty(amountChanges("prices", values, undefined));
  const compareAtPrices = nonEmpty(amountChanges("compareAtPrices", values, undefined));
  const attributes = nonEmpty(attributeChanges(values, undefined));
  return {
    number: values.number.trim(),
    title: values.title.trim(),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    category: Number(values.category),
    defaultMeasure: values.defaultMeasure as MeasureCode,
    published: values.published,
    ...(prices ? { prices } : {}),
    ...(compareAtPrices ? { compareAtPrices } : {}),
    ...(attributes ? { attributes } : {}),
  };
}

/**
 * The merge patch of an edit: only what changed. An emptied slug asks the API for a new one from
 * the title, an emptied price stops selling in that measure, an emptied attribute takes its value away.
 * @example
 *   productPatch(before, { ...before, prices: { retail: { kg: "1690" } } }); // { prices: { retail: { kg: 169000 } } }
 */
export function productPatch(before: ProductValues, values: ProductValues): ProductAdminUpdate {
  const patch: ProductAdminUpdate = {};
  if (values.title.trim() !== before.title) patch.title = values.title.trim();
  if (values.description.trim() !== before.description.trim()) patch.description = values.description.trim();
  if (values.number.trim() !== before.number) patch.number = values.number.trim();
  if (values.slug.trim() !== before.slug) patch.slug = values.slug.trim() === "" ? null : values.slug.trim();
  if (values.category !== before.category) patch.category = Number(values.category);
  if (values.defaultMeasure !== before.defaultMeasure)
    patch.defaultMeasure = values.defaultMeasure as MeasureCode;
  if (values.published !== before.published) patch.published = values.published;
  const prices = nonEmpty(amountChanges("prices", values, before));
  if (prices) patch.prices = prices;
  const compareAtPrices = nonEmpty(amountChanges("compareAtPrices", values, before));
  if (compareAtPrices) patch.compareAtPrices = compareAtPrices;
  const attributes = nonEmpty(attributeChanges(values, before));
  if (attributes) patch.attributes = attributes;
  return patch;
}
