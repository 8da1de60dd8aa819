import { describe, expect, it } from "vitest";
import { isPublicHtmlAnswer } from "./public-html-answer";

const answer = (status: number, headers: Record<string, string>) =>
  new Response(status === 204 ? null : "<!doctype html>", { status, headers });
const html = "text/html; charset=utf-8";

describe("isPublicHtmlAnswer", () => {
  it("takes a 200 HTML page whose Cache-Control lets it be stored", () => {
    expect(isPublicHtmlAnswer(answer(200, { "Content-Type": html, "Cache-Control": "no-cache" }))).toBe(true);
    expect(isPublicHtmlAnswer(answer(200, { "Content-Type": html }))).toBe(true);
  });

  it("refuses a page marked private or no-store, whatever the case", () => {
    for (const cacheControl of ["private, no-store", "private", "no-store", "NO-STORE", "max-age=0, Private"])
      expect(
        isPublicHtmlAnswer(answer(200, { "Content-Type": html, "Cache-Control": cacheControl })),
        cacheControl,
      ).toBe(false);
  });

  it("refuses an error, an empty answer or what is not HTML", () => {
    expect(isPublicHtmlAnswer(answer(404, { "Content-Type": html, "Cache-Control": "no-cache" }))).toBe(
      false,
    );
    expect(isPublicHtmlAnswer(answer(204, { "Cache-Control": "no-cache" }))).toBe(false);
    expect(
      isPublicHtmlAnswer(answer(200, { "Content-Type": "application/xml", "Cache-Control": "no-cache" })),
    ).toBe(false);
  });
});
