// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FilterField, ResourceFilters } from "./resource-filters";

// No catalog: the buttons show their English source messages.
const i18n = setupI18n({ locale: "en", messages: { en: {} } });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

type Filter = "number" | "from";
const fields: FilterField<Filter>[] = [
  { name: "number", type: "text", label: "Number" },
  { name: "from", type: "date", label: "Placed from" },
];

/** The form as a list page renders it: `values` are the filters of the URL, which the test moves. */
function renderFilters(values: Partial<Record<Filter, string>>) {
  const onApply = vi.fn();
  const view = render(<ResourceFilters label="Filters" fields={fields} values={values} onApply={onApply} />, {
    wrapper,
  });
  const rerender = (next: Partial<Record<Filter, string>>) =>
    view.rerender(<ResourceFilters label="Filters" fields={fields} values={next} onApply={onApply} />);
  return { onApply, rerender };
}

const numberField = () => screen.getByLabelText<HTMLInputElement>("Number");
const fromField = () => screen.getByLabelText<HTMLInputElement>("Placed from");

afterEach(cleanup);

describe("ResourceFilters", () => {
  it("applies the draft only on submit, an emptied field as no filter", async () => {
    const user = userEvent.setup();
    const { onApply } = renderFilters({ number: "2026-000001", from: "2026-11-26" });
    expect(numberField().value).toBe("2026-000001");
    await user.clear(numberField());
    await user.type(numberField(), "0042");
    expect(onApply).not.toHaveBeenCalled();
    await user.clear(fromField());
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ number: "0042", from: undefined });
  });

  it("keeps what the user types while the filters it applied are still on their way", async () => {
    const user = userEvent.setup();
    const { onApply, rerender } = renderFilters({});
    await user.type(numberField(), "0042");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // The router has not loaded the new list yet: the user goes on to the next field.
    await user.type(numberField(), "7");
    // The applied filters arrive from the URL: the field keeps the newer text.
    rerender({ number: "0042" });
    expect(numberField().value).toBe("00427");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onApply).toHaveBeenLastCalledWith({ number: "00427", from: undefined });
  });

  it("shows the filters of a URL it did not apply (back, a link), and after a reset", async () => {
    const user = userEvent.setup();
    const { onApply, rerender } = renderFilters({ number: "0042" });
    await user.type(numberField(), "7");
    rerender({ from: "2026-11-25" });
    expect(numberField().value).toBe("");
    expect(fromField().value).toBe("2026-11-25");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(onApply).toHaveBeenLastCalledWith({ number: undefined, from: undefined });
    expect(fromField().value).toBe("");
    rerender({});
    rerender({ number: "0042" });
    expect(numberField().value).toBe("0042");
  });
});
