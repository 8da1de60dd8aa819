import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { NativeSelect } from "./native-select";

const sorts = [
  { value: "number-asc", label: "По артикулу" },
  { value: "price-asc", label: "Сначала дешёвые" },
  { value: "price-desc", label: "Сначала дорогие", disabled: true },
];

describe("NativeSelect", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<NativeSelect label="Сортировка" options={sorts} helperText="Порядок" />);
    await expectNoAxeViolations(container);
  });

  it("is a native select named by its label, with the options in order", () => {
    render(<NativeSelect label="Сортировка" options={sorts} defaultValue="price-asc" />);
    const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Сортировка" });
    expect(select.tagName).toBe("SELECT");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "По артикулу",
      "Сначала дешёвые",
      "Сначала дорогие",
    ]);
    expect(select.value).toBe("price-asc");
    expect(screen.getByRole<HTMLOptionElement>("option", { name: "Сначала дорогие" }).disabled).toBe(true);
  });

  it("reports the chosen value and still hands onChange its event", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(
      <NativeSelect label="Сортировка" options={sorts} onValueChange={onValueChange} onChange={onChange} />,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Сортировка" }), "Сначала дешёвые");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("price-asc");
    expect(onChange.mock.calls[0]?.[0].target.value).toBe("price-asc");
  });

  it("follows a controlled value and forwards its ref to the select", () => {
    const ref = createRef<HTMLSelectElement>();
    const { rerender } = render(
      <NativeSelect
        ref={ref}
        label="Сортировка"
        options={sorts}
        value="number-asc"
        onValueChange={() => {}}
      />,
    );
    rerender(
      <NativeSelect
        ref={ref}
        label="Сортировка"
        options={sorts}
        value="price-asc"
        onValueChange={() => {}}
      />,
    );
    expect(ref.current?.value).toBe("price-asc");
  });

  it("describes the select with its helper text and error, and is invalid with an error", () => {
    render(
      <NativeSelect label="Сортировка" options={sorts} helperText="Порядок товаров" error="Не выбрано" />,
    );
    const select = screen.getByRole("combobox", { name: "Сортировка" });
    expect((select.getAttribute("aria-describedby") ?? "").split(" ")).toEqual([
      screen.getByText("Порядок товаров").id,
      screen.getByText("Не выбрано").id,
    ]);
    expect(select.getAttribute("aria-invalid")).toBe("true");
  });
});
