import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from "./color-mode";
import { ThemeSwitcher } from "./theme-switcher";

const meta = {
  title: "Theme/ThemeSwitcher",
  component: ThemeSwitcher,
  parameters: storyDocs({
    ru: "Выбор темы: системная, светлая или тёмная — группа радиокнопок. Выбор хранится в `localStorage`, применяется к `<html data-color-mode>` сразу; `colorModeScript` в `<head>` применяет его до первой отрисовки. В панели инструментов Storybook свой переключатель темы для просмотра компонентов.",
    en: "The theme choice: system, light or dark, as a radio group. The choice is kept in `localStorage` and applied to `<html data-color-mode>` at once; `colorModeScript` in the `<head>` applies it before the first paint. Storybook's toolbar has its own theme switch for viewing the components.",
    components: { ThemeSwitcher },
  }),
  beforeEach: () => {
    localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
    return () => localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Dark" }));
    await expect(document.documentElement).toHaveAttribute(COLOR_MODE_ATTRIBUTE, "dark");
    await expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Light" })).toBeChecked();
    await expect(document.documentElement).toHaveAttribute(COLOR_MODE_ATTRIBUTE, "light");
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
