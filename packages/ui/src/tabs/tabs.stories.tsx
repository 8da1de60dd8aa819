import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { Tabs } from "./tabs";

function Example() {
  return (
    <Tabs.Root defaultValue="about">
      <Tabs.List aria-label="О товаре">
        <Tabs.Trigger value="about">Описание</Tabs.Trigger>
        <Tabs.Trigger value="brewing">Заваривание</Tabs.Trigger>
        <Tabs.Trigger value="reviews" disabled>
          Отзывы
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about">Выдержанный пуэр из Юньнани.</Tabs.Content>
      <Tabs.Content value="brewing">95 °C, 5 г на 150 мл, 10 секунд.</Tabs.Content>
      <Tabs.Content value="reviews">—</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: "Navigation/Tabs",
  component: Example,
  parameters: storyDocs({
    ru: "Вкладки (Ark UI): стрелки переключают вкладки, Tab переходит к содержимому. `Tabs.Root` хранит выбранное `value`, у каждой `Tabs.Trigger` и `Tabs.Content` — одинаковое `value`. Свойства — свойства Ark UI Tabs.",
    en: "Tabs (Ark UI): arrows move between tabs, Tab goes to the content. `Tabs.Root` holds the chosen `value`; each `Tabs.Trigger` and its `Tabs.Content` share a `value`. Props are Ark UI Tabs'.",
    components: {
      "Tabs.Root": Tabs.Root,
      "Tabs.List": Tabs.List,
      "Tabs.Trigger": Tabs.Trigger,
      "Tabs.Content": Tabs.Content,
    },
  }),
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Описание" }));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() =>
      expect(canvas.getByRole("tab", { name: "Заваривание" })).toHaveAttribute("aria-selected", "true"),
    );
    // The old panel hides once its exit (Ark Presence) has finished.
    await waitFor(() => expect(canvas.getByRole("tabpanel")).toHaveTextContent("95 °C"));
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
