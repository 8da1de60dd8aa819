import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fireEvent } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { ColorField, type ColorFieldProps } from "./color-field";

function Controlled(props: Omit<ColorFieldProps, "value" | "onChange"> & { initial: string }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 360 }}>
      <ColorField {...rest} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: "Forms/ColorField",
  component: Controlled,
  parameters: storyDocs({
    ru: 'Выбор цвета: собственный `<input type="color">` браузера и рядом его значение в hex. Подпись, подсказка и ошибка — как у остальных полей. Для цветов статусов заказа в панели сотрудника.',
    en: 'A colour picker: the browser\'s own `<input type="color">` with its hex value beside it. Label, helper text and error as in the other fields. For order status colours in the staff area.',
    components: { ColorField },
  }),
  args: { label: "Цвет статуса", initial: "#1c7ed6", helperText: "Точка рядом с названием статуса" },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Цвет статуса");
    await expect(input).toHaveAttribute("type", "color");
    await expect(input).toHaveAccessibleDescription("Точка рядом с названием статуса");
    // The native picker is the browser's own window; a picked colour arrives as an input event.
    fireEvent.input(input, { target: { value: "#2f9e44" } });
    await expect(input).toHaveValue("#2f9e44");
    await expect(canvas.getByText("#2f9e44")).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: "Цвет в виде #rrggbb." },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("Цвет статуса")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
