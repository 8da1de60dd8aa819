import { quantityToWire, stepOfMeasure } from "@shop/cart-core";
import { asc } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { MeasureCode } from "../../db/schema/catalog";
import { attributes, attributeValues, measures, priceTypes } from "../../db/schema/index";

export interface MeasureView {
  id: number;
  code: MeasureCode;
  title: string;
  /** The smallest quantity increment in the measure's unit (0.1 for кг). */
  step: number;
}

export interface CatalogReference {
  measures: MeasureView[];
  measureById: Map<number, MeasureView>;
  measureByCode: Map<string, MeasureView>;
  priceTypeById: Map<number, { id: number; code: string; title: string }>;
  defaultPriceType: { id: number; code: string; title: string };
  attributes: {
    id: number;
    code: string;
    title: string;
    values: { id: number; value: string; title: string }[];
  }[];
  attributeValueById: Map<
    number,
    {
      attributeCode: string;
      attributeTitle: string;
      value: string;
      title: string;
      position: number;
      attributePosition: number;
    }
  >;
}

async function load(db: Database): Promise<CatalogReference> {
  const [measureRows, priceTypeRows, attributeRows, valueRows] = await Promise.all([
    db.select().from(measures).orderBy(asc(measures.position)),
    db.select().from(priceTypes).orderBy(asc(priceTypes.id)),
    db.select().from(attributes).orderBy(asc(attributes.position)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.position)),
  ]);
  const measureViews = measureRows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row.title,
    step: quantityToWire(stepOfMeasure(row.step)),
  }));
  const defaultPriceType = priceTypeRows.find((row) => row.isDefault) ?? priceTypeRows[0];
  if (!defaultPriceType) throw new Error("the catalog has no price types: was the database seeded?");
  const attributeList = attributeRows.map((attribute) => ({
    id: attribute.id,
    code: attribute.code,
    title: attribute.title,
    position: attribute.position,
    values: valueRows
      .filter((value) => value.attributeId === attribute.id)
      .map((value) => ({ id: value.id, value: value.value, title: value.title, position: value.position })),
  }));
  return {
    measures: measureViews,
    measureById: new Map(measureViews.map((measure) => [measure.id, measure])),
    measureByCode: new Map(measureViews.map((measure) => [measure.code, measure])),
    priceTypeById: new Map(
      priceTypeRows.map((row) => [row.id, { id: row.id, code: row.code, title: row.title }]),
    ),
    defaultPriceType: { id: defaultPriceType.id, code: defaultPriceType.code, title: defaultPriceType.title },
    attributes: attributeList,
    attributeValueById: new Map(
      attributeList.flatMap((attribute) =>
        attribute.values.map((value) => [
          value.id,
          {
            attributeCode: attribute.code,
            attributeTitle: attribute.title,
            value: value.value,
            title: value.title,
            position: value.position,
            attributePosition: attribute.position,
          },
        ]),
      ),
    ),
  };
}

// Measures, price types and attributes are a few dozen rows written only by the seed.
const TTL_MS = 30_000;
const cache = new WeakMap<object, { value: Promise<CatalogReference>; loadedAt: number }>();

/**
 * Measures, price types and facet attributes of the catalog, cached for 30 seconds.
 * @example
 *   const { measureByCode } = await loadCatalogReference(db);
 */
export function loadCatalogReference(db: Database): Promise<CatalogReference> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.loadedAt < TTL_MS) return cached.value;
  const value = load(db);
  cache.set(db, { value, loadedAt: Date.now() });
  value.catch(() => cache.delete(db));
  return value;
}
