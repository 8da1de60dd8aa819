import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Breadcrumbs } from "../breadcrumbs/breadcrumbs";
import { PageHeading } from "./page-heading";

const meta = {
  title: "Navigation/PageHeading",
  component: PageHeading,
  args: { children: "Заказ № 1024", backHref: "#purchases" },
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBackLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Back" })).toHaveAttribute("href", "#purchases");
  },
};
export const WithoutBackLink: Story = { args: { backHref: undefined, children: "Профиль" } };
export const Dark: Story = { globals: { colorMode: "dark" } };

const crumbs = [
  { label: "Главная", href: "#home" },
  { label: "О магазине", href: "#about" },
  { label: "Доставка" },
];

export const BreadcrumbsTrail: StoryObj<typeof Breadcrumbs> = {
  render: () => <Breadcrumbs label="Навигационная цепочка" items={crumbs} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Доставка")).toHaveAttribute("aria-current", "page");
  },
};
export const BreadcrumbsDark: StoryObj<typeof Breadcrumbs> = {
  ...BreadcrumbsTrail,
  globals: { colorMode: "dark" },
};
