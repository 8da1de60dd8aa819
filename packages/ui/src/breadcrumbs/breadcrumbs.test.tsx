import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

const items = [
  { label: "Главная", href: "/" },
  { label: "О магазине", href: "/about" },
  { label: "Доставка" },
];

describe("Breadcrumbs", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<Breadcrumbs label="Навигационная цепочка" items={items} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it("links every crumb but the last, which is the current page", () => {
    render(<Breadcrumbs label="Навигационная цепочка" items={items} />);
    const nav = screen.getByRole("navigation", { name: "Навигационная цепочка" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/", "/about"]);
    const current = within(nav).getByText("Доставка");
    expect(current.closest("a")).toBeNull();
    expect(current.getAttribute("aria-current")).toBe("page");
  });
});
