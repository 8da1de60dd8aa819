import { describe, expect, it } from "vitest";
import { Route } from "./product.$slug";

// The product page's answer headers (server-only): `X-Robots-Tag: noindex` for a draft staff
// preview, decided by the product being a draft, not by whatever robots tag its head carries.

type Headers = (match: { loaderData?: { draft: boolean; head: { meta: object[] } } }) => unknown;
const headers = Route.options.headers as unknown as Headers;

describe("product page headers", () => {
  it("say noindex for a draft alone, whatever robots tag the head has", () => {
    const robots = { name: "robots", content: "noindex" };
    expect(headers({ loaderData: { draft: true, head: { meta: [robots] } } })).toEqual({
      "X-Robots-Tag": "noindex",
    });
    // A robots tag in the head for another reason (a snippet rule) sends no header.
    const snippet = { name: "robots", content: "max-snippet:50" };
    expect(headers({ loaderData: { draft: false, head: { meta: [snippet] } } })).toBeUndefined();
    expect(headers({})).toBeUndefined();
  });
});
