import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, configure, getConfig, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { QuantityStepper } from "./quantity-stepper";

function Controlled({
  onChange,
  max,
  initial = 1,
  min,
  step,
  unit = "шт",
}: {
  onChange: (value: number) => void;
  max?: number;
  initial?: number;
  min?: number;
  step?: number;
  unit?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      label="Количество"
      value={value}
      min={min}
      max={max}
      step={step}
      unit={unit}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** Half a kilogram of loose tea, stepped by 100 g, in a Russian shop: its field and its owner's spy. */
function renderLooseTeaInRussian() {
  const onChange = vi.fn();
  const russian = setupI18n({ locale: "ru", messages: { ru: {} } });
  render(
    <I18nProvider i18n={russian}>
      <Controlled onChange={onChange} initial={0.5} min={0.1} step={0.1} unit="кг" />
    </I18nProvider>,
  );
  const input = screen.getByRole("spinbutton", { name: "Количество" }) as HTMLInputElement;
  return { onChange, input };
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

  it("reads and shows a decimal comma in Russian", async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderLooseTeaInRussian();
    expect(input.value).toBe("0,5");
    await user.clear(input);
    await user.type(input, "2,5");
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(2.5);
    // The field shows the value the owner holds once it has rendered it.
    await waitFor(() => expect(input.value).toBe("2,5"));
    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(onChange).toHaveBeenLastCalledWith(2.6);
    await waitFor(() => expect(input.value).toBe("2,6"));
  });

  it("shows the owner's value again when the field is emptied and left", async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderLooseTeaInRussian();
    await user.clear(input);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(input.value).toBe("0,5"));
  });

  it("keeps a decimal comma typed before the field's next frame", async () => {
    // A slow phone: the field writes the value into the input at its next animation frame, and a
    // shopper's next key can come first. Frames here wait until the test lets them run.
    const frames = new Map<number, FrameRequestCallback>();
    let lastFrame = 0;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      lastFrame += 1;
      frames.set(lastFrame, callback);
      return lastFrame;
    });
    vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
    const runFrames = () => {
      for (const [id, callback] of [...frames]) {
        frames.delete(id);
        callback(performance.now());
      }
    };
    // Zag hands each key to React from a microtask, after the key's event. A browser still gives
    // that update the key's priority (window.event) and renders it before the next key; happy-dom
    // does not, so React would render on its own scheduler, on a busy machine after the frames this
    // test runs. Each step here runs inside act(), which renders it before the step ends, as a
    // browser does; only the frames wait. Testing Library's asyncWrapper switches act's environment
    // off around user-event's calls, so this test leaves it out.
    const { asyncWrapper } = getConfig();
    configure({ asyncWrapper: (step) => step() });
    try {
      const user = userEvent.setup();
      const { onChange, input } = renderLooseTeaInRussian();
      await act(() => user.clear(input));
      runFrames();
      await act(() => user.type(input, "2"));
      // The field has taken the owner's 2 and asked for a frame to write it; the comma comes first.
      await act(() => user.keyboard(","));
      runFrames();
      expect(input.value).toBe("2,");
      await act(() => user.keyboard("5"));
      runFrames();
      expect(input.value).toBe("2,5");
      expect(onChange).toHaveBeenLastCalledWith(2.5);
    } finally {
      configure({ asyncWrapper });
      vi.unstubAllGlobals();
    }
  });
});
