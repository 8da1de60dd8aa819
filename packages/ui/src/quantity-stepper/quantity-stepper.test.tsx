import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { QuantityStepper } from "./quantity-stepper";

function Controlled({ onChange, max }: { onChange: (value: number) => void; max?: number }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      label="Количество"
      value={value}
      max={max}
      unit="шт"
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("QuantityStepper", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(
      <QuantityStepper label="Количество" value={1} onValueChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });

  it("steps with labelled buttons and never goes above max", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} max={2} />);
    const input = screen.getByRole("spinbutton", { name: "Количество" }) as HTMLInputElement;
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input.value).toBe("2");
    expect((screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("steps with the arrow keys", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole("spinbutton", { name: "Количество" }));
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(0);
  });
});
