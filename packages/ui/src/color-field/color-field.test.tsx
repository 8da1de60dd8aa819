import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { ColorField } from "./color-field";

describe("ColorField", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <ColorField label="Цвет" value="#1c7ed6" onChange={() => {}} helperText="Цвет точки" />,
    );
    await expectNoAxeViolations(container);
  });

  it("is a labelled colour input that reports the picked colour and shows its value", () => {
    const onChange = vi.fn();
    render(<ColorField label="Цвет" value="#1c7ed6" onChange={onChange} />);
    const input = screen.getByLabelText("Цвет") as HTMLInputElement;
    expect(input.type).toBe("color");
    expect(screen.getByText("#1c7ed6")).toBeTruthy();
    fireEvent.change(input, { target: { value: "#2f9e44" } });
    expect(onChange).toHaveBeenCalledWith("#2f9e44");
  });

  it("describes an error", () => {
    render(<ColorField label="Цвет" value="#000000" onChange={() => {}} error="Неверный цвет" />);
    const input = screen.getByLabelText("Цвет");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Неверный цвет").id);
  });
});
