import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LoadingBar } from "./loading-bar";

const meta = {
  title: "Feedback/LoadingBar",
  component: LoadingBar,
  args: { loading: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("progressbar", { name: "Loading" });
    await expect(bar).toHaveStyle({ height: "3px" });
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

export const Dark: Story = { ...Loading, globals: { colorMode: "dark" } };
