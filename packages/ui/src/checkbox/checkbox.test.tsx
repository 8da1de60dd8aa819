import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, createRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

/** A box whose owner keeps its state, as a form does, and shows what it holds. */
function OwnedCheckbox({ onCheckedChange }: { onCheckedChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox
        label="Показывать в магазине"
        checked={checked}
        onCheckedChange={(details) => {
          onCheckedChange(details.checked);
          setChecked(details.checked);
        }}
      />
      <output>{checked ? "да" : "нет"}</output>
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

  it("keeps a tick given before it hydrated, and tells its owner", async () => {
    const onCheckedChange = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OwnedCheckbox onCheckedChange={onCheckedChange} />);
    document.body.append(container);
    // The visitor ticks the server's box before any script has run.
    const box = container.querySelector<HTMLInputElement>("input[type=checkbox]");
    if (box === null) throw new Error("no box in the server's HTML");
    box.checked = true;
    const root = await act(async () =>
      hydrateRoot(container, <OwnedCheckbox onCheckedChange={onCheckedChange} />),
    );
    expect(onCheckedChange.mock.calls).toEqual([[true]]);
    expect(box.checked).toBe(true);
    expect(container.querySelector("output")?.textContent).toBe("да");
    act(() => root.unmount());
    container.remove();
  });

  it("says nothing as it hydrates or mounts in the state its owner gave", async () => {
    const onCheckedChange = vi.fn();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OwnedCheckbox onCheckedChange={onCheckedChange} />);
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(container, <OwnedCheckbox onCheckedChange={onCheckedChange} />),
    );
    render(<Checkbox label="Китай" checked onCheckedChange={onCheckedChange} />);
    expect(onCheckedChange).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
