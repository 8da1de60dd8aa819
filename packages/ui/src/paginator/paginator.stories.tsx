import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Paginator } from "./paginator";

const meta = {
  title: "Navigation/Paginator",
  component: Paginator,
  parameters: storyDocs({
    ru: "Постраничная навигация: страницы — ссылки (`getPageHref(page)`), так что работают без скрипта и индексируются; текущая отмечена `aria-current`, длинные списки сокращаются многоточием.",
    en: "Pagination: pages are links (`getPageHref(page)`), so they work without a script and get indexed; the current one is marked `aria-current`, long ranges are shortened with an ellipsis.",
    components: { Paginator },
  }),
  args: { page: 5, pageCount: 12, getPageHref: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "#page-6");
  },
};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 3 } };
export const Dark: Story = { globals: { colorMode: "dark" } };
