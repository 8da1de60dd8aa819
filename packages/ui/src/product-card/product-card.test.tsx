import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../button/button";
import { Price } from "../price/price";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { ProductCard } from "./product-card";

describe("ProductCard", () => {
  it("has no accessibility violations and links its title to the product", async () => {
    const onAdd = vi.fn();
    const { container } = renderWithI18n(
      <ProductCard
        title="Пуэр Шу"
        href="/product/puer-shu"
        meta="Арт. 1024"
        price={<Price amount={99000} />}
        actions={<Button onClick={onAdd}>В корзину</Button>}
      />,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole("link", { name: "Пуэр Шу" }).getAttribute("href")).toBe("/product/puer-shu");
    fireEvent.click(screen.getByRole("button", { name: "В корзину" }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
