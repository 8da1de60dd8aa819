import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "../badge/badge";
import { Price } from "./price";

const meta = {
  title: "Commerce/Price",
  component: Price,
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

export const OrderStatusBadges: StoryObj<typeof Badge> = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Badge cssColor="#2563eb">Новый</Badge>
      <Badge cssColor="orange">Собирается</Badge>
      <Badge cssColor="rgb(22 163 74)">Доставлен</Badge>
      <Badge cssColor="#dc2626">Отменён</Badge>
      {(["primary", "secondary", "danger", "warning", "success", "info", "accent"] as const).map((color) => (
        <Badge key={color} color={color}>
          {color}
        </Badge>
      ))}
    </div>
  ),
};
export const OrderStatusBadgesDark: StoryObj<typeof Badge> = {
  ...OrderStatusBadges,
  globals: { colorMode: "dark" },
};
