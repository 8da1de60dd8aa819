import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-changes";

describe("changedFields", () => {
  it("lists only the fields that differ, nested values as JSON", () => {
    expect(
      changedFields(
        { "@id": "/api/sales/admin/sales-channels/3", title: "Опт", prices: { retail: { pcs: 100 } } },
        { "@id": "/api/sales/admin/sales-channels/3", title: "Опт", prices: { retail: { pcs: 120 } } },
      ),
    ).toEqual([{ field: "prices", before: '{"retail":{"pcs":100}}', after: '{"retail":{"pcs":120}}' }]);
  });

  it("shows every field of a created or deleted record, on its side only", () => {
    expect(
      changedFields(null, { "@type": "TradingContract", title: "Опт", discountPercent: "5.00" }),
    ).toEqual([
      { field: "title", before: undefined, after: "Опт" },
      { field: "discountPercent", before: undefined, after: "5.00" },
    ]);
    expect(changedFields({ id: 4, title: "Опт" }, null)).toEqual([
      { field: "id", before: "4", after: undefined },
      { field: "title", before: "Опт", after: undefined },
    ]);
  });

  it("tells a field that became null from one that went away", () => {
    expect(changedFields({ tradingContract: { id: 2 } }, { tradingContract: null })).toEqual([
      { field: "tradingContract", before: '{"id":2}', after: "null" },
    ]);
  });
});
