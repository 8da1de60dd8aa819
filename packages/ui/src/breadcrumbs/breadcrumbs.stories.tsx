import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Breadcrumbs } from "./breadcrumbs";

const crumbs = [
  { label: "Главная", href: "#home" },
  { label: "О магазине", href: "#about" },
  { label: "Доставка" },
];

const meta = {
  title: "Navigation/Breadcrumbs",
  component: Breadcrumbs,
  parameters: storyDocs({
    ru: 'Навигационная цепочка над заголовком страницы. Последний пункт — текущая страница (`aria-current="page"`, без ссылки). `label` называет область навигации для программ чтения с экрана; ссылки строит `renderLink`, если у приложения свой роутер.',
    en: 'The trail of links above a page heading. The last item is the current page (`aria-current="page"`, no link). `label` names the navigation landmark for screen readers; links go through `renderLink` when the app has a router.',
    components: { Breadcrumbs },
  }),
  args: { label: "Навигационная цепочка", items: crumbs },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Доставка")).toHaveAttribute("aria-current", "page");
  },
};
export const Dark: Story = {
  ...Trail,
  globals: { colorMode: "dark" },
};
