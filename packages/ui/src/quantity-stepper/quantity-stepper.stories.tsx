import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, waitFor } from "storybook/test";
import { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper";

function Controlled(props: Omit<QuantityStepperProps, "value" | "onValueChange"> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return <QuantityStepper {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Commerce/QuantityStepper",
  component: Controlled,
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
