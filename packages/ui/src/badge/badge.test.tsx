import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { Badge } from "./badge";

describe("Badge", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <>
        <Badge cssColor="#ff0000">Отменён</Badge>
        <Badge color="success">Доставлен</Badge>
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it("shows an order status colour as a dot", () => {
    render(<Badge cssColor="rgb(255, 0, 0)">Отменён</Badge>);
    const badge = screen.getByText("Отменён");
    expect(badge.style.getPropertyValue("--badge-color")).toBe("rgb(255, 0, 0)");
    expect(screen.getByTestId("badge-dot").getAttribute("aria-hidden")).toBe("true");
  });

  it("has no dot for a theme colour", () => {
    render(<Badge color="success">Доставлен</Badge>);
    expect(screen.queryByTestId("badge-dot")).toBeNull();
  });
});
