import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { CheckboxGroup } from "./checkbox-group";

const options = [
  { value: "1", label: "Интернет-магазин" },
  { value: "2", label: "Опт" },
];

/** A group whose owner keeps the chosen values, as a form does, and shows them. */
function OwnedGroup() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup legend="Каналы" options={options} value={chosen} onValueChange={setChosen} />
      <output>{chosen.join(",")}</output>
    </>
  );
}

describe("CheckboxGroup", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <CheckboxGroup legend="Каналы" options={options} value={["1"]} onValueChange={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });

  it("is a group named by its legend whose checkboxes add to and remove from the value", async () => {
    const onValueChange = vi.fn();
    render(<CheckboxGroup legend="Каналы" options={options} value={["1"]} onValueChange={onValueChange} />);
    expect(screen.getByRole("group", { name: "Каналы" })).toBeTruthy();
    await userEvent.click(screen.getByText("Опт"));
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith(["1", "2"]));
  });

  it("describes an error on the group", () => {
    render(
      <CheckboxGroup
        legend="Каналы"
        options={options}
        value={[]}
        onValueChange={() => {}}
        error="Нет канала"
      />,
    );
    const group = screen.getByRole("group", { name: "Каналы" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe(screen.getByText("Нет канала").id);
  });

  it("keeps every box ticked before it hydrated, not only the last one", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<OwnedGroup />);
    document.body.append(container);
    // Both boxes of the server's HTML are ticked before any script has run.
    for (const box of container.querySelectorAll<HTMLInputElement>("input[type=checkbox]"))
      box.checked = true;
    const root = await act(async () => hydrateRoot(container, <OwnedGroup />));
    expect(container.querySelector("output")?.textContent).toBe("1,2");
    act(() => root.unmount());
    container.remove();
  });
});
