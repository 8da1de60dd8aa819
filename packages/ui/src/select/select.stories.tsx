import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { SearchableSelect } from "./searchable-select";
import { Select, type SelectOption } from "./select";

const teas: SelectOption[] = [
  "Пуэр Шу",
  "Пуэр Шен",
  "Да Хун Пао",
  "Те Гуань Инь",
  "Сенча",
  "Гёкуро",
  "Лун Цзин",
  "Бай Хао Инь Чжэнь",
  "Дарджилинг",
  "Ассам",
  "Эрл Грей",
  "Ройбуш",
].map((label, index) => ({ value: `tea-${index}`, label }));

// Zag applies each key a tick later; user-event's burst of keys would drop some, so the play
// functions type one key per await, as a person does.
async function typeInto(
  userEvent: { click: (element: Element) => Promise<void>; keyboard: (text: string) => Promise<void> },
  input: HTMLElement,
  text: string,
) {
  await userEvent.click(input);
  for (const character of text) await userEvent.keyboard(character);
}

const meta = {
  title: "Forms/Select",
  component: Select,
  parameters: storyDocs({
    ru: "Выпадающий список (Ark UI) высотой не больше 15rem, с клавиатурой (стрелки, Enter, ввод первых букв). `SearchableSelect` — комбобокс с поиском по вариантам. У варианта может быть `swatch` (цветная точка); `helperText` описывает список. Если вариантов нет — «Нет вариантов», если поиск ничего не нашёл — сообщение с запросом.",
    en: "A drop-down list (Ark UI), at most 15rem tall, with the keyboard (arrows, Enter, typeahead). `SearchableSelect` is a combobox that filters the options. An option may have a `swatch` (a coloured dot); `helperText` describes the list. With no options it says so, and a search that finds nothing names the query.",
    components: { Select, SearchableSelect },
  }),
  args: { label: "Чай", options: teas, placeholder: "Выберите чай", onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Чай" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    const listbox = await canvas.findByRole("listbox");
    // SPEC.md section 9: about 15rem (240px at the default font size) tall at most; twelve teas
    // are taller, so the list stops there and scrolls.
    await expect(getComputedStyle(listbox).maxHeight).toBe("240px");
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(15 * 16 + 2);
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    // The list takes the focus a frame after it opens; keys sent before land nowhere.
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith("tea-1"));
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Чай" }));
    await expect(await canvas.findByText("No options.")).toBeVisible();
  },
};

export const WithError: Story = { args: { error: "Выберите чай" } };

export const WithHelperText: Story = {
  args: { defaultValue: "tea-4", helperText: "Японский зелёный чай пропаривают, а не обжаривают" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Чай" })).toHaveAccessibleDescription(
      "Японский зелёный чай пропаривают, а не обжаривают",
    );
  },
};

export const Searchable: Story = {
  render: (args) => <SearchableSelect {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("combobox", { name: "Чай" });
    await expect(input).toHaveAttribute("placeholder", "Search...");
    await typeInto(userEvent, input, "пуэр");
    await waitFor(() => expect(canvas.getAllByRole("option")).toHaveLength(2));
    await expect(getComputedStyle(canvas.getByRole("listbox")).maxHeight).toBe("240px");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("tea-0");
  },
};

export const SearchableNoResults: Story = {
  render: (args) => <SearchableSelect {...args} />,
  play: async ({ canvas, userEvent }) => {
    await typeInto(userEvent, canvas.getByRole("combobox", { name: "Чай" }), "кофе");
    await expect(await canvas.findByText('No results for "кофе".')).toBeVisible();
  },
};

export const Dark: Story = { args: { defaultValue: "tea-2" }, globals: { colorMode: "dark" } };

export const SearchableRussian: Story = {
  render: (args) => <SearchableSelect {...args} />,
  globals: { locale: "ru" },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("combobox", { name: "Чай" });
    await expect(input).toHaveAttribute("placeholder", "Поиск...");
    await typeInto(userEvent, input, "кофе");
    await expect(await canvas.findByText("Ничего не найдено по запросу «кофе».")).toBeVisible();
  },
};

const statuses: SelectOption[] = [
  { value: "new", label: "Новый", swatch: "#1c7ed6" },
  { value: "paid", label: "Оплачен", swatch: "#2f9e44" },
  { value: "cancelled", label: "Отменён", swatch: "#868e96" },
];

/** Options with a colour dot (order statuses): the dot is decorative, the label names the option. */
export const WithSwatches: Story = {
  args: { label: "Статус", options: statuses, defaultValue: "paid", placeholder: undefined },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Статус" });
    await expect(trigger).toHaveTextContent("Оплачен");
    await expect(within(trigger).getByTestId("select-swatch")).toHaveAttribute("aria-hidden", "true");
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    const cancelled = canvas.getByRole("option", { name: "Отменён" });
    await expect(cancelled).toBeVisible();
    // The open list highlights the chosen option and takes the focus a frame later; keys sent
    // before either land nowhere.
    await waitFor(() =>
      expect(canvas.getByRole("option", { name: "Оплачен" })).toHaveAttribute("data-highlighted"),
    );
    await waitFor(() => expect(canvas.getByRole("listbox")).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(cancelled).toHaveAttribute("data-highlighted"));
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith("cancelled"));
  },
};

export const WithSwatchesDark: Story = {
  ...WithSwatches,
  play: undefined,
  globals: { colorMode: "dark" },
};
