import type { Meta, StoryObj } from "@storybook/react-vite";
import { storyDocs } from "../test/story-docs";
import { Badge } from "./badge";

const meta = {
  title: "Commerce/Badge",
  component: Badge,
  parameters: storyDocs({
    ru: "Короткая метка статуса. Цвет заказа из API (`cssColor`, любой цвет CSS) рисуется точкой рядом с нейтральным текстом, поэтому текст читается при любом цвете; `color` берёт палитру темы (`primary`, `success`…). Текст — обычный дочерний элемент.",
    en: "A short status label. An order status colour from the API (`cssColor`, any CSS colour) is drawn as a dot beside neutral text, so the text stays readable whatever the colour; `color` takes a theme palette (`primary`, `success`…). The text is the children.",
    components: { Badge },
  }),
  args: { children: "Новый", cssColor: "#2563eb" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OrderStatusBadges: Story = {
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
export const OrderStatusBadgesDark: Story = {
  ...OrderStatusBadges,
  globals: { colorMode: "dark" },
};
