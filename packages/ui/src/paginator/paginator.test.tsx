import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { getPaginationItems } from "./pagination-items";
import { Paginator } from "./paginator";

describe("getPaginationItems", () => {
  it("lists every page when they fit", () => {
    expect(getPaginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps first, last and the neighbours of the current page, with gaps", () => {
    expect(getPaginationItems(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
    expect(getPaginationItems(1, 10)).toEqual([1, 2, 3, 4, 5, "ellipsis", 10]);
    expect(getPaginationItems(10, 10)).toEqual([1, "ellipsis", 6, 7, 8, 9, 10]);
  });

  it("clamps a page outside the range and handles no pages", () => {
    expect(getPaginationItems(99, 3)).toEqual([1, 2, 3]);
    expect(getPaginationItems(1, 0)).toEqual([]);
  });
});

describe("Paginator", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(
      <Paginator page={5} pageCount={10} getPageHref={(page) => `?page=${page}`} />,
    );
    await expectNoAxeViolations(container);
  });

  it("links neighbours and marks the current page", () => {
    renderWithI18n(<Paginator page={5} pageCount={10} getPageHref={(page) => `?page=${page}`} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("?page=4");
    expect(within(nav).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("?page=6");
    expect(within(nav).getByText("Page 5").closest("[aria-current]")?.getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(nav).queryByRole("link", { name: "Page 5" })).toBeNull();
  });

  it("has no previous link on the first page and renders nothing for a single page", () => {
    const { rerender } = renderWithI18n(<Paginator page={1} pageCount={3} getPageHref={String} />);
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    rerender(<Paginator page={1} pageCount={1} getPageHref={String} />);
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
