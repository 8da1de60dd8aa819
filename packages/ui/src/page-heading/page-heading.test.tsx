import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { PageHeading } from "./page-heading";

describe("PageHeading", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<PageHeading backHref="/my/purchases">Заказ № 1024</PageHeading>);
    await expectNoAxeViolations(container);
  });

  it("shows the h1 and a labelled back link only when given a target", () => {
    const { rerender } = renderWithI18n(<PageHeading backHref="/my/purchases">Заказ № 1024</PageHeading>);
    expect(screen.getByRole("heading", { level: 1, name: "Заказ № 1024" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/my/purchases");
    rerender(<PageHeading>Профиль</PageHeading>);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
