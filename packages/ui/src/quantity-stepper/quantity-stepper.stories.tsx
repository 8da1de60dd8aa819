import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper";

function Controlled(props: Omit<QuantityStepperProps, "value" | "onValueChange"> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return <QuantityStepper {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Commerce/QuantityStepper",
  component: Controlled,
  parameters: storyDocs({
    ru: "Количество товара: кнопки − и + с подписями и стрелки клавиатуры; минимум 0, `step` 0.1 для товаров на развес (кг), `max` — ограничение. `label` называет поле, `unit` показывается рядом с числом.",
    en: "A product quantity: labelled − and + buttons and the arrow keys; minimum 0, `step` 0.1 for goods sold by weight (kg), `max` caps it. `label` names the field, `unit` shows beside the number.",
    components: { QuantityStepper },
  }),
  args: { label: "Количество, Пуэр Шу", initial: 1, unit: "шт" },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pieces: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("spinbutton", { name: "Количество, Пуэр Шу" });
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(input).toHaveValue("2"));
    await userEvent.click(canvas.getByRole("button", { name: "Decrease quantity" }));
    await waitFor(() => expect(input).toHaveValue("1"));
  },
};
export const Kilograms: Story = { args: { initial: 0.5, step: 0.1, unit: "кг" } };
export const AtMaximum: Story = { args: { initial: 5, max: 5 } };
export const Dark: Story = { globals: { colorMode: "dark" } };
