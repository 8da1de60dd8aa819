import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { Checkbox } from "./checkbox";

/** A checkbox whose owner changes its state only through the button, never on a click of the box. */
function ControlledCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox label="Китай" checked={checked} onCheckedChange={() => {}} />
      <button type="button" onClick={() => setChecked(true)}>
        выбрать
      </button>
    </>
  );
}

describe("Checkbox", () => {
  it("has no accessibility violations, checked or not, enabled or not", async () => {
    const { container } = render(
      <>
        <Checkbox label="Один" />
        <Checkbox label="Два" defaultChecked />
        <Checkbox label="Три" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it("is a native checkbox named by its label, toggled by a click on the label", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Запомнить меня" name="remember" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Запомнить меня" });
    expect([box.tagName, box.type, box.name]).toEqual(["INPUT", "checkbox", "remember"]);
    await user.click(screen.getByText("Запомнить меня"));
    expect(box.checked).toBe(true);
    expect(onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
  });

  it("toggles with the space key and still hands onChange its event", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Китай" onChange={onChange} />);
    const box = screen.getByRole("checkbox", { name: "Китай" });
    box.focus();
    await user.keyboard(" ");
    expect(onChange.mock.calls[0]?.[0].target.checked).toBe(true);
  });

  it("follows a controlled state", async () => {
    const user = userEvent.setup();
    render(<ControlledCheckbox />);
    const box = screen.getByRole<HTMLInputElement>("checkbox", { name: "Китай" });
    await user.click(box);
    // The owner did not change its state: the box stays as it said.
    expect(box.checked).toBe(false);
    await user.click(screen.getByRole("button", { name: "выбрать" }));
    expect(box.checked).toBe(true);
  });

  it("shows the indeterminate state, forwards its ref and marks itself invalid", () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Все каналы" checked="indeterminate" invalid />);
    expect(ref.current?.indeterminate).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Все каналы" }).getAttribute("aria-invalid")).toBe("true");
  });
});
