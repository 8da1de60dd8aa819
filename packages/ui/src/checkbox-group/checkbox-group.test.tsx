import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { CheckboxGroup } from "./checkbox-group";

const options = [
  { value: "1", label: "Интернет-магазин" },
  { value: "2", label: "Опт" },
];

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
});
