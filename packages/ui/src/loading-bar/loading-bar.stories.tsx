import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { LoadingBar } from "./loading-bar";

const meta = {
  title: "Feedback/LoadingBar",
  component: LoadingBar,
  parameters: storyDocs({
    ru: "Полоса загрузки вверху страницы при переходах. Появляется только если загрузка дольше 200 мс, ползёт 2 секунды и исчезает по окончании; программам чтения с экрана сообщает о загрузке.",
    en: "The loading bar at the top of the page during navigation. It shows only when loading takes over 200 ms, creeps over 2 seconds and fades when done; it tells screen readers the page is loading.",
    components: { LoadingBar },
  }),
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
