import type { CatalogImport } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { importPercent } from "./get-catalog-import";

const job = (
  status: CatalogImport["status"],
  phase: CatalogImport["phase"],
  progress: Partial<CatalogImport["progress"]>,
) => ({
  status,
  phase,
  progress: { bytesRead: 0, bytesTotal: 1000, offersRead: 0, offersTotal: null, ...progress },
});

describe("importPercent", () => {
  it("gives the check of the file the first tenth, by bytes", () => {
    expect(importPercent(job("running", "checking", {}))).toBe(0);
    expect(importPercent(job("running", "checking", { bytesRead: 500 }))).toBe(5);
  });

  it("gives the writing the rest, by offers, never 100 before the end", () => {
    expect(importPercent(job("running", "importing", { offersRead: 0, offersTotal: 200 }))).toBe(10);
    expect(importPercent(job("running", "importing", { offersRead: 100, offersTotal: 200 }))).toBe(55);
    expect(importPercent(job("running", "importing", { offersRead: 200, offersTotal: 200 }))).toBe(99);
  });

  it("is 100 once the import stopped, finished or failed", () => {
    expect(importPercent(job("finished", "importing", { offersRead: 3, offersTotal: 3 }))).toBe(100);
    expect(importPercent(job("failed", "checking", {}))).toBe(100);
  });
});
