import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { SideNav } from "./side-nav";

const meta = {
  title: "Navigation/SideNav",
  component: SideNav,
  parameters: storyDocs({
    ru: 'Меню раздела сотрудника: секции с необязательным заголовком (он же название списка), ссылки через `renderLink`, текущая страница отмечена `aria-current="page"`.',
    en: 'The staff area\'s menu: sections with an optional title (which names their list), links through `renderLink`, the current page marked `aria-current="page"`.',
    components: { SideNav },
  }),
  args: {
    label: "Панель управления",
    sections: [
      {
        title: "Продажи",
        items: [
          { href: "#orders", label: "Заказы", current: true },
          { href: "#statuses", label: "Статусы заказов" },
          { href: "#channels", label: "Каналы продаж" },
        ],
      },
      { title: "Справочники", items: [{ href: "#countries", label: "Страны" }] },
      { items: [{ href: "#shop", label: "Вернуться в магазин" }] },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 256 }}>{Story()}</div>],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "Панель управления" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Заказы" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "Страны" })).not.toHaveAttribute("aria-current");
    await expect(canvas.getByRole("list", { name: "Продажи" })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
