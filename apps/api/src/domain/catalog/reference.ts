import { quantityToWire, stepOfMeasure } from "@shop/cart-core";
import { asc } from "drizzle-orm";
import type { DatabaseExecutor } from "../../db/executor";
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

async function load(db: DatabaseExecutor): Promise<CatalogReference> {
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

/**
 * Measures, price types and facet attributes of the catalog, read now. Requests take them from
 * their catalog index store (`catalog.reference()`), which keeps them for its catalog version.
 * @example
 *   const { measureByCode } = await readCatalogReference(db);
 */
export const readCatalogReference = (db: DatabaseExecutor): Promise<CatalogReference> => load(db);
