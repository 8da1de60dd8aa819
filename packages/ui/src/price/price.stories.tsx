import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Price } from "./price";

const meta = {
  title: "Commerce/Price",
  component: Price,
  parameters: storyDocs({
    ru: "Цена в копейках (`amount`, целое число) в формате языка интерфейса через `formatPrice` из `@shop/i18n`: «1 234,50 ₽», целые суммы без «,00». `oldAmount` — прежняя цена, зачёркнута и озвучена как «Старая цена».",
    en: 'A price in kopecks (`amount`, an integer) in the interface language\'s format, by `formatPrice` of `@shop/i18n`: "1 234,50 ₽", whole amounts without ",00". `oldAmount` is the price before, struck through and read out as "Old price".',
    components: { Price },
  }),
  args: { amount: 123450 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The stories run with the English source locale.
    await expect(canvasElement.textContent?.replace(/\s/g, " ")).toContain("1,234.50");
  },
};
export const Whole: Story = { args: { amount: 100000 } };
export const Discounted: Story = { args: { amount: 99000, oldAmount: 120000 } };
export const Dark: Story = { args: { amount: 99000, oldAmount: 120000 }, globals: { colorMode: "dark" } };
