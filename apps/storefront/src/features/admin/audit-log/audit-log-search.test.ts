import { serializeListQuery } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { auditLogListParams, readAuditLogSearch } from "./audit-log-search";

describe("audit log search", () => {
  it("asks for the newest entries, 20 a page, without filters", () => {
    expect(auditLogListParams({})).toEqual({ page: 1, itemsPerPage: 20, sort: { at: "desc" }, filters: {} });
  });

  it("turns the URL's filters into the API's: the kind of record, its id, a part of the actor's email", () => {
    const search = readAuditLogSearch({
      resource: "sales-channel",
      record: "3",
      actor: "staff@",
      sort: "at-asc",
      page: "2",
    });
    expect(serializeListQuery(auditLogListParams(search))).toBe(
      "page=2&itemsPerPage=20&resource=sales-channel&resourceId=3&actor.email[contains]=staff%40&sort[at]=asc",
    );
  });

  it("drops a kind of record the log does not know, and a record number that is none", () => {
    const search = readAuditLogSearch({ resource: "password", record: "12; drop" });
    expect(search.record).toBeUndefined();
    expect(auditLogListParams(search).filters).toEqual({});
    // A number from the address bar (`?record=140737488355327`, a cart) stays a number.
    expect(readAuditLogSearch({ record: 140_737_488_355_327 }).record).toBe(140_737_488_355_327);
  });
});
