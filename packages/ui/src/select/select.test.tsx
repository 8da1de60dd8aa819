import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { SearchableSelect } from "./searchable-select";
import { Select, type SelectOption } from "./select";

const teas: SelectOption[] = [
  { value: "puer", label: "Пуэр" },
  { value: "oolong", label: "Улун" },
  { value: "sencha", label: "Сенча" },
];

describe("Select", () => {
  it("describes the trigger with its helper text and error", () => {
    renderWithI18n(
      <Select label="Роль" options={teas} helperText="Кто видит заказы" error="Выберите роль" />,
    );
    const trigger = screen.getByRole("combobox", { name: "Роль" });
    const described = (trigger.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described).toEqual([
      screen.getByText("Кто видит заказы").id,
      screen.getByText("Выберите роль").id,
    ]);
  });

  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<Select label="Чай" options={teas} placeholder="Выберите чай" />);
    await expectNoAxeViolations(container);
  });

  it("is named by its label and picks an option with the keyboard", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(
      <Select label="Чай" options={teas} placeholder="Выберите чай" onValueChange={onValueChange} />,
    );
    const trigger = screen.getByRole("combobox", { name: "Чай" });
    expect(trigger.textContent).toContain("Выберите чай");
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Пуэр",
      "Улун",
      "Сенча",
    ]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("oolong");
    await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("false"));
    expect(trigger.textContent).toContain("Улун");
  });

  it("describes the trigger with its error", () => {
    renderWithI18n(<Select label="Чай" options={teas} error="Выберите чай" />);
    const trigger = screen.getByRole("combobox", { name: "Чай" });
    const error = screen.getByText("Выберите чай");
    expect(trigger.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("says when there are no options", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Select label="Чай" options={[]} />);
    await user.click(screen.getByRole("combobox", { name: "Чай" }));
    expect(screen.getByText("No options.")).toBeTruthy();
  });
});

// Zag applies each typed key a tick later; user-event's burst of keys drops every other one
// (a plain Ark combobox does the same), so the tests type one key per await, as a person does.
async function typeInto(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  for (const character of text) await user.keyboard(character);
}

describe("SearchableSelect", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<SearchableSelect label="Чай" options={teas} />);
    await expectNoAxeViolations(container);
  });

  it("filters by the typed query and chooses with the keyboard", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<SearchableSelect label="Чай" options={teas} onValueChange={onValueChange} />);
    const input = screen.getByRole("combobox", { name: "Чай" });
    expect(input.getAttribute("placeholder")).toBe("Search...");
    await typeInto(user, input, "улу");
    await waitFor(() =>
      expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Улун"]),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onValueChange).toHaveBeenLastCalledWith("oolong");
  });

  it("says when there are no options to search", async () => {
    const user = userEvent.setup();
    renderWithI18n(<SearchableSelect label="Чай" options={[]} />);
    await user.click(screen.getByRole("combobox", { name: "Чай" }));
    await waitFor(() => expect(screen.getByText("No options.")).toBeTruthy());
  });

  it("names the query when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithI18n(<SearchableSelect label="Чай" options={teas} />);
    await typeInto(user, screen.getByRole("combobox", { name: "Чай" }), "кофе");
    await waitFor(() => expect(screen.getByText('No results for "кофе".')).toBeTruthy());
  });
});
