import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { clampQuantity, parseQuantity, QuantityField } from "./quantity-field";
import { EARLY_STEP_ATTRIBUTE } from "./quantity-field-script";

function Controlled({
  onChange,
  max,
  stepForm,
}: {
  onChange: (value: number) => void;
  max?: number;
  stepForm?: string;
}) {
  const [value, setValue] = useState(1);
  return (
    <QuantityField
      label="Количество"
      name="quantity"
      value={value}
      min={1}
      max={max}
      stepForm={stepForm}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe("QuantityField", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(
      <QuantityField label="Количество" name="quantity" value={1} onValueChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });

  it("is a field named for its form, with its bounds for assistive technology and no early step once rendered here", () => {
    renderWithI18n(<Controlled onChange={() => {}} max={5} />);
    const input = screen.getByRole("spinbutton", { name: "Количество" }) as HTMLInputElement;
    expect(input.name).toBe("quantity");
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(
      ["aria-valuenow", "aria-valuemin", "aria-valuemax"].map((name) => input.getAttribute(name)),
    ).toEqual(["1", "1", "5"]);
    // Rendered by React in the browser, not hydrated from the server: the page's script steps nothing.
    expect(input.hasAttribute(EARLY_STEP_ATTRIBUTE)).toBe(false);
  });

  it("steps with the arrow keys and takes a decimal comma", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} />);
    const input = screen.getByRole("spinbutton", { name: "Количество" }) as HTMLInputElement;
    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.clear(input);
    await user.type(input, "2,5");
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    expect(input.value).toBe("2,5");
  });

  it("steps with labelled buttons and never goes above max or below min", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(<Controlled onChange={onChange} max={2} />);
    const decrease = screen.getByRole("button", { name: "Decrease quantity" }) as HTMLButtonElement;
    const increase = screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    await user.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(increase.disabled).toBe(true);
    await user.click(decrease);
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("with stepForm, − and + are that form's submit buttons carrying the step, not changing the value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const sent: string[] = [];
    renderWithI18n(
      <>
        <form
          id="steps"
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
            sent.push(String(data.get("step")));
          }}
        />
        <Controlled onChange={onChange} stepForm="steps" />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(sent).toEqual(["1"]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("parseQuantity", () => {
  it("reads a decimal comma or point, and nothing as no number", () => {
    expect([parseQuantity("0,5"), parseQuantity(" 2.25 "), parseQuantity("")]).toEqual([
      0.5,
      2.25,
      Number.NaN,
    ]);
    expect(parseQuantity("два")).toBeNaN();
  });
});

describe("clampQuantity", () => {
  it("snaps to the steps from min and keeps within the bounds", () => {
    expect(clampQuantity(0.34, { min: 0.1, step: 0.1 })).toBe(0.3);
    expect(clampQuantity(0, { min: 0.1, step: 0.1 })).toBe(0.1);
    expect(clampQuantity(12, { min: 1, max: 10 })).toBe(10);
    expect(clampQuantity(2.6, { min: 1 })).toBe(3);
  });
});
