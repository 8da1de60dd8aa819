import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { TextAreaField } from "./text-area-field";

describe("TextAreaField", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<TextAreaField label="Комментарий" helperText="Видно только сотрудникам" />);
    await expectNoAxeViolations(container);
  });

  it("is a labelled multi-line text box with its helper and error described", () => {
    render(<TextAreaField label="Комментарий" helperText="Подсказка" error="Ошибка" />);
    const field = screen.getByRole("textbox", { name: "Комментарий" });
    expect(field.tagName).toBe("TEXTAREA");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described).toEqual([screen.getByText("Подсказка").id, screen.getByText("Ошибка").id]);
  });
});
