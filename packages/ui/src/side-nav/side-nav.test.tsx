import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { SideNav } from "./side-nav";

const sections = [
  { title: "Продажи", items: [{ href: "/admin/orders", label: "Заказы", current: true }] },
  { items: [{ href: "/", label: "В магазин" }] },
];

describe("SideNav", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<SideNav label="Панель" sections={sections} />);
    await expectNoAxeViolations(container);
  });

  it("marks the current page and names each titled list", () => {
    render(<SideNav label="Панель" sections={sections} />);
    expect(screen.getByRole("link", { name: "Заказы" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "В магазин" }).hasAttribute("aria-current")).toBe(false);
    expect(screen.getByRole("list", { name: "Продажи" })).toBeTruthy();
  });

  it("draws its links with the given renderLink", () => {
    render(
      <SideNav
        label="Панель"
        sections={sections}
        renderLink={({ href, children, ...props }) => (
          <a href={`/app${href}`} data-router="yes" {...props}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole("link", { name: "Заказы" });
    expect(link.getAttribute("href")).toBe("/app/admin/orders");
    expect(link.getAttribute("data-router")).toBe("yes");
  });
});
