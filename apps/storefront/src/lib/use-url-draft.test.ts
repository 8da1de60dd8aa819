// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useUrlDraft } from "./use-url-draft";

// The search page's use: the query of the URL, compared trimmed.
const renderDraft = (query: string) =>
  renderHook(({ inForce }) => useUrlDraft(inForce, (value) => value.trim()), {
    initialProps: { inForce: query },
  });

describe("useUrlDraft", () => {
  it("starts from the URL and keeps the typing done while the applied value loads", () => {
    const { result, rerender } = renderDraft("чай");
    expect(result.current.draft).toBe("чай");
    act(() => {
      result.current.setDraft("улун ");
      result.current.applying("улун ");
    });
    // The shopper goes on typing before the results (and the URL's query) arrive.
    act(() => result.current.setDraft("улун молочный"));
    rerender({ inForce: "улун" });
    expect(result.current.draft).toBe("улун молочный");
  });

  it("follows a value it did not apply: back, a link, the header's search", () => {
    const { result, rerender } = renderDraft("чай");
    act(() => result.current.setDraft("чайник"));
    rerender({ inForce: "кофе" });
    expect(result.current.draft).toBe("кофе");
    // Once a value it applied has arrived, a later change of the URL is followed again.
    act(() => result.current.applying("пуэр"));
    rerender({ inForce: "пуэр" });
    rerender({ inForce: "чай" });
    expect(result.current.draft).toBe("чай");
  });
});
