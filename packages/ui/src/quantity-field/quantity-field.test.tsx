import { I18nProvider } from "@lingui/react";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { createTestI18n, expectNoAxeViolations, renderWithI18n } from "../test/render";
import { clampQuantity, parseQuantity, QuantityField } from "./quantity-field";
import { EARLY_STEP_ATTRIBUTE, installQuantityFieldKeys } from "./quantity-field-script";

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

const pageI18n = createTestI18n();

/** A page with one field, rendered on the server and hydrated here; `onHydrated` runs in its commit. */
function HydratingPage({
  onChange,
  onHydrated,
}: {
  onChange: (value: number) => void;
  onHydrated: () => void;
}) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return (
    <I18nProvider i18n={pageI18n}>
      <Controlled onChange={onChange} />
    </I18nProvider>
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

  it("reports a key its early script took after the field hydrated, before it dropped the early step", async () => {
    // The window a loaded phone hits: React has hydrated the field (its handlers listen) but has
    // not yet rendered it again without `data-early-step`, so the head's script steps the field
    // first. The key is pressed in that window: from a layout effect of the hydrating tree.
    const onChange = vi.fn();
    const pressArrowUpOnHydration = () => {
      const field = document.querySelector("input[name=quantity]");
      if (!field?.hasAttribute(EARLY_STEP_ATTRIBUTE)) throw new Error("the field has dropped its early step");
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true, cancelable: true }));
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(<HydratingPage onChange={onChange} onHydrated={() => {}} />);
    document.body.append(container);
    const removeKeys = installQuantityFieldKeys(window, EARLY_STEP_ATTRIBUTE);
    const root = await act(async () =>
      hydrateRoot(container, <HydratingPage onChange={onChange} onHydrated={pressArrowUpOnHydration} />),
    );
    try {
      const input = container.querySelector("input") as HTMLInputElement;
      await waitFor(() => expect(input.hasAttribute(EARLY_STEP_ATTRIBUTE)).toBe(false));
      expect(input.value).toBe("2");
      expect(onChange).toHaveBeenLastCalledWith(2);
      expect(input.getAttribute("aria-valuenow")).toBe("2");
    } finally {
      removeKeys();
      act(() => root.unmount());
      container.remove();
    }
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
