import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The hand-written YML fixture (catalog.xml) that the import's and the upload route's tests share. */
export const CATALOG_FIXTURE = readFileSync(join(import.meta.dirname, "catalog.xml"), "utf8");

/**
 * What the import says of the fixture's offers it cannot sell as written: one without a price
 * (imported unsold) and one priced in dollars that the file gives no rate for (refused).
 */
export const CATALOG_FIXTURE_NOTES = [
  {
    line: 39,
    id: "yx3",
    kind: "note",
    reason: "У предложения нет цены: товар загружен, но не продаётся, пока цену не укажут.",
  },
  {
    line: 45,
    id: "yx4",
    kind: "offer",
    reason:
      "Цена в USD не пересчитана: валюта USD не описана в файле: передайте курс в рублях: ./shop import ФАЙЛ --rate USD=… или в поле «Курсы валют» формы загрузки.",
  },
];
