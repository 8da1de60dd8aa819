import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { NativeSelect } from "./native-select";

const sorts = [
  { value: "number-asc", label: "Артикул, по возрастанию" },
  { value: "number-desc", label: "Артикул, по убыванию" },
  { value: "price-asc", label: "Сначала дешёвые" },
  { value: "price-desc", label: "Сначала дорогие" },
  { value: "title-asc", label: "Название, от А до Я" },
  { value: "title-desc", label: "Название, от Я до А" },
];

const meta = {
  title: "Forms/NativeSelect",
  component: NativeSelect,
  parameters: storyDocs({
    ru: "Собственный `<select>` браузера с подписью, подсказкой и ошибкой полей и формой вариантов `Select` (`onValueChange`). На телефонах открывает системный список. Для того, что страница показывает сразу (сортировка каталога): не нужен скрипт.",
    en: "The browser's own `<select>` with the fields' label, helper text and error and the `Select` option shape (`onValueChange`). Phones open the platform's picker. For controls a page shows at once (a listing's sort order): no script needed.",
    components: { NativeSelect },
  }),
  args: { label: "Сортировка", options: sorts, defaultValue: "number-asc", onValueChange: fn() },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole("combobox", { name: "Сортировка" });
    // The text keeps clear of the chevron drawn over the control's end.
    const padding = getComputedStyle(select);
    await expect(Number.parseFloat(padding.paddingInlineEnd)).toBeGreaterThan(
      Number.parseFloat(padding.paddingInlineStart),
    );
    await userEvent.selectOptions(select, "Сначала дешёвые");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("price-asc");
    await expect(select).toHaveValue("price-asc");
  },
};

export const WithHelperAndError: Story = {
  args: { helperText: "Порядок товаров на странице", error: "Такой сортировки нет" },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Сортировка" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Порядок товаров на странице Такой сортировки нет");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Сортировка" })).toBeDisabled();
  },
};
