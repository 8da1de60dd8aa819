import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Checkbox } from "./checkbox";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  parameters: storyDocs({
    ru: 'Собственный флажок браузера внутри подписи, в цветах дизайн-системы. `checked` может быть `"indeterminate"` (часть списка выбрана), изменения приходят в `onCheckedChange({ checked })`, `invalid` отмечает ошибку. Остальные свойства — свойства `<input>`.',
    en: "The browser's own checkbox inside its label, in the design system's colours. `checked` may be `\"indeterminate\"` (part of a list is chosen), changes arrive in `onCheckedChange({ checked })`, `invalid` marks an error. Other props are the `<input>`'s.",
    components: { Checkbox },
  }),
  args: { label: "Китай", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn box beside the (invisible) native input. */
const boxOf = (input: HTMLElement) => input.nextElementSibling as HTMLElement;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole("checkbox", { name: "Китай" });
    const unchecked = getComputedStyle(boxOf(input)).backgroundColor;
    await userEvent.click(canvas.getByText("Китай"));
    await expect(input).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith({ checked: true });
    // The box takes the primary colour and shows its tick.
    await expect(getComputedStyle(boxOf(input)).backgroundColor).not.toBe(unchecked);
    await expect(boxOf(input).querySelector("[data-part=check]")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(input).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: "Все страны", checked: "indeterminate" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("checkbox", { name: "Все страны" });
    await expect(input).toHaveProperty("indeterminate", true);
    await expect(boxOf(input).querySelector("[data-part=dash]")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: "Нет в наличии", disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Нет в наличии" })).toBeDisabled();
  },
};

export const Invalid: Story = { args: { label: "Согласен с условиями", invalid: true } };

export const Dark: Story = { args: { defaultChecked: true }, globals: { colorMode: "dark" } };
