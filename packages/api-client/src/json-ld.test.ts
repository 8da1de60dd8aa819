import { describe, expect, it } from "vitest";
import { isMessageResponse, readCollection, replaceLinkedObjects } from "./json-ld";

describe("replaceLinkedObjects", () => {
  it("keeps the body itself, its scalars, dates and objects without @id", () => {
    const date = new Date(0);
    const body = { "@id": "/api/x/1", title: "t", when: date, nested: { a: [1, null] } };
    expect(replaceLinkedObjects(body)).toEqual(body);
    expect((replaceLinkedObjects(body) as { when: Date }).when).toBe(date);
  });

  it("replaces linked objects inside a top-level array", () => {
    expect(replaceLinkedObjects([{ "@id": "/api/a/1" }, { id: 2 }])).toEqual(["/api/a/1", { id: 2 }]);
  });

  it("does not change the caller's object", () => {
    const body = { cart: { "@id": "/api/sales/carts/3", items: [] } };
    replaceLinkedObjects(body);
    expect(body.cart).toEqual({ "@id": "/api/sales/carts/3", items: [] });
  });
});

describe("readCollection", () => {
  it("reads the plain form with facets", () => {
    const facets = [{ code: "origin", title: "Страна", values: [{ value: "cn", title: "Китай", count: 4 }] }];
    expect(readCollection({ member: [{ id: 1 }], totalItems: 31, facets })).toEqual({
      member: [{ id: 1 }],
      totalItems: 31,
      facets,
    });
  });

  it("reads the hydra-prefixed form", () => {
    expect(readCollection({ "hydra:member": [{ id: 1 }, { id: 2 }], "hydra:totalItems": 40 })).toEqual({
      member: [{ id: 1 }, { id: 2 }],
      totalItems: 40,
    });
  });

  it("counts the members when the total is missing, and reads junk as empty", () => {
    expect(readCollection({ member: [{ id: 1 }] })).toEqual({ member: [{ id: 1 }], totalItems: 1 });
    expect(readCollection("junk")).toEqual({ member: [], totalItems: 0 });
  });
});

describe("isMessageResponse", () => {
  it("needs the MessageResponse type and a text message", () => {
    expect(isMessageResponse({ "@type": "MessageResponse", message: "Готово" })).toBe(true);
    expect(isMessageResponse({ "@type": "MessageResponse" })).toBe(false);
    expect(isMessageResponse({ message: "Готово" })).toBe(false);
  });
});
