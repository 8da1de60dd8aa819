import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY } from "./color-mode";
import { ThemeSwitcher } from "./theme-switcher";

const meta = {
  title: "Theme/ThemeSwitcher",
  component: ThemeSwitcher,
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
