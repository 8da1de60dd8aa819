import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Paginator } from "./paginator";

const meta = {
  title: "Navigation/Paginator",
  component: Paginator,
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
