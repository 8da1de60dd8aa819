import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Checkbox } from "../checkbox/checkbox";
import { PasswordField } from "../password-field/password-field";
import { storyDocs } from "../test/story-docs";
import { TextField } from "../text-field/text-field";

function LoginForm({ withErrors }: { withErrors: boolean }) {
  return (
    <form style={{ display: "grid", gap: 16, maxWidth: 360 }}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        helperText="На него придёт код подтверждения"
        error={withErrors ? "Введите email" : undefined}
      />
      <PasswordField label="Пароль" name="password" error={withErrors ? "Не меньше 8 символов" : undefined} />
      <Checkbox label="Запомнить меня" name="remember" />
    </form>
  );
}

const meta = {
  title: "Forms/Fields",
  component: LoginForm,
  parameters: storyDocs({
    ru: "Текстовое поле и поле пароля. Подпись обязательна; `helperText` и `error` связаны с полем через `aria-describedby`, ошибка ставит `aria-invalid`. У поля пароля есть кнопка «показать/скрыть». Остальные свойства — свойства `<input>` (`type`, `name`, `autoComplete`…).",
    en: "A text field and a password field. The label is required; `helperText` and `error` are wired with `aria-describedby`, an error sets `aria-invalid`. The password field has a show/hide button. Other props are the `<input>`'s (`type`, `name`, `autoComplete`…).",
    components: { TextField, PasswordField },
  }),
  args: { withErrors: false },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "tea@example.ru");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveValue("tea@example.ru");
    const password = canvas.getByLabelText("Пароль");
    await userEvent.type(password, "secret-pass");
    await userEvent.click(canvas.getByRole("button", { name: "Show password" }));
    await expect(password).toHaveAttribute("type", "text");
    await userEvent.click(canvas.getByText("Запомнить меня"));
    await expect(canvas.getByRole("checkbox", { name: "Запомнить меня" })).toBeChecked();
  },
};

export const WithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("На него придёт код подтверждения Введите email");
  },
};

export const Dark: Story = { args: { withErrors: true }, globals: { colorMode: "dark" } };

export const Disabled: StoryObj<typeof TextField> = {
  render: () => (
    <div style={{ display: "grid", gap: 16, maxWidth: 360 }}>
      <TextField label="Email" defaultValue="tea@example.ru" disabled />
      <PasswordField label="Пароль" disabled />
      <Checkbox label="Подписаться на новости" defaultChecked disabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Email" })).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Подписаться на новости" })).toBeDisabled();
  },
};
