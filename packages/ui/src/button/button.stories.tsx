import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { CloseIcon } from "../icons/icons";
import { storyDocs } from "../test/story-docs";
import { Button } from "./button";
import { IconButton } from "./icon-button";

const meta = {
  title: "Controls/Button",
  component: Button,
  parameters: storyDocs({
    ru: 'Кнопка для действия. `variant`: `solid` — главное действие экрана, `outline` — второстепенное, `ghost` — в панелях и списках; `color` — палитра темы, `size` — `sm`/`md`/`lg`. По умолчанию `type="button"`, так что кнопка внутри формы её не отправляет без `type="submit"`. `loading` блокирует повторное нажатие и сообщает о занятости; `asChild` оформляет ссылку как кнопку. `IconButton` — кнопка с одной иконкой: `aria-label` обязателен.',
    en: 'A button for an action. `variant`: `solid` for the main action of a screen, `outline` for a secondary one, `ghost` in toolbars and lists; `color` is a theme palette, `size` `sm`/`md`/`lg`. It is `type="button"` unless told otherwise, so it does not submit a form by accident. `loading` blocks a second press and announces the wait; `asChild` styles a link as a button. `IconButton` is a button with one icon: its `aria-label` is required.',
    components: { Button, IconButton },
  }),
  args: { children: "В корзину", onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "В корзину" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
      {(["primary", "secondary", "danger", "warning", "success", "info", "accent"] as const).map((color) => (
        <div key={color} style={{ display: "flex", gap: 8 }}>
          <Button {...args} color={color}>
            {color}
          </Button>
          <Button {...args} color={color} variant="outline">
            {color}
          </Button>
          <Button {...args} color={color} variant="ghost">
            {color}
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Dark: Story = { ...Variants, globals: { colorMode: "dark" } };

export const Small: Story = { args: { size: "sm" } };

export const Loading: Story = {
  args: { loading: true, children: "Сохраняем" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Сохраняем" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#cart">Перейти в корзину</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Перейти в корзину" })).toHaveAttribute("href", "#cart");
  },
};

export const Icon: Story = {
  render: () => (
    <IconButton aria-label="Закрыть">
      <CloseIcon />
    </IconButton>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Закрыть" })).toBeVisible();
  },
};
