import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { TextAreaField } from "./text-area-field";

const meta = {
  title: "Forms/TextAreaField",
  component: TextAreaField,
  parameters: storyDocs({
    ru: "Многострочное поле (комментарий к заказу, описание) с подписью, подсказкой и ошибкой, как у `TextField`. Остальные свойства — свойства `<textarea>`.",
    en: "A multi-line field (an order comment, a description) with label, helper text and error like `TextField`. Other props are the `<textarea>`'s.",
    components: { TextAreaField },
  }),
  args: { label: "Комментарий", rows: 4, helperText: "Покупатель его не видит" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: "Комментарий" });
    await expect(field).toHaveAccessibleDescription("Покупатель его не видит");
    await userEvent.type(field, "Позвонить{Enter}до 18:00");
    await expect(field).toHaveValue("Позвонить\nдо 18:00");
  },
};

export const WithError: Story = {
  args: { error: "Не больше 2000 символов" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Комментарий" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
