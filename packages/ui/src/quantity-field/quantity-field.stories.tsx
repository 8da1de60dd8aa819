import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { QuantityField, type QuantityFieldProps } from "./quantity-field";

function Controlled(props: Omit<QuantityFieldProps, "value" | "onValueChange"> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return <QuantityField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Commerce/QuantityField",
  component: Controlled,
  parameters: storyDocs({
    ru: "Количество в форме, с кнопками − и +, работает с первой отрисовки, до загрузки скриптов: число вводится с запятой или точкой, стрелки шагают (до гидратации — скриптом страницы), а с `stepForm` кнопки − и + отправляют форму (поле `step`), которую React выполнит после гидратации. Для страницы товара; в корзине — `QuantityStepper`.",
    en: "A quantity in a form, with − and + buttons, that works from the first paint, before the scripts have run: typed with a decimal comma or point, stepped by the arrow keys (before hydration by the page's script), and with `stepForm` the − and + buttons submit a form (field `step`) that React runs once hydrated. For the product page; the cart uses `QuantityStepper`.",
    components: { QuantityField },
  }),
  args: { label: "Количество", name: "quantity", initial: 1, min: 1, unit: "шт" },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pieces: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "Количество" });
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(input).toHaveValue("2"));
    await userEvent.click(canvas.getByRole("button", { name: "Decrease quantity" }));
    await waitFor(() => expect(input).toHaveValue("1"));
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  },
};
export const Kilograms: Story = { args: { initial: 0.5, min: 0.1, step: 0.1, unit: "кг" } };
export const AtMaximum: Story = { args: { initial: 5, max: 5 } };
export const Dark: Story = { globals: { colorMode: "dark" } };
