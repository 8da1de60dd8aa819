import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { Button } from "./button";
import { IconButton } from "./icon-button";

describe("Button", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <>
        <Button>Купить</Button>
        <IconButton aria-label="Закрыть">×</IconButton>
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it("does not submit a form unless asked to", () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Отмена</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Отмена" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });

  it("is busy and blocks clicks while loading", () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Сохранить" });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("renders its child instead of a button with asChild, so router links can be buttons", () => {
    render(
      <Button asChild>
        <a href="/cart">Корзина</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Корзина" });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(link.getAttribute("type")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
