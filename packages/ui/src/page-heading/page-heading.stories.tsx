import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { PageHeading } from "./page-heading";

const meta = {
  title: "Navigation/PageHeading",
  component: PageHeading,
  parameters: storyDocs({
    ru: "Заголовок страницы (`<h1>`) и необязательная ссылка «Назад» (`backHref`), подписанная на языке интерфейса. Один на страницу.",
    en: "The page heading (`<h1>`) with an optional back link (`backHref`), labelled in the interface language. One per page.",
    components: { PageHeading },
  }),
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
