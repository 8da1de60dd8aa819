import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { CheckboxGroup, type CheckboxGroupProps } from "./checkbox-group";

const channels = [
  { value: "/api/sales/admin/sales-channels/1", label: "Интернет-магазин «Чайная лавка»" },
  { value: "/api/sales/admin/sales-channels/2", label: "Оптовый отдел" },
  { value: "/api/sales/admin/sales-channels/3", label: "Маркетплейс" },
];

function Controlled(props: Omit<CheckboxGroupProps, "value" | "onValueChange"> & { initial: string[] }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <CheckboxGroup {...rest} value={value} onValueChange={setValue} />
      <p data-testid="chosen">{value.length}</p>
    </div>
  );
}

const meta = {
  title: "Forms/CheckboxGroup",
  component: Controlled,
  parameters: storyDocs({
    ru: "Несколько флажков в `<fieldset>`, названном `legend`. Значение — массив выбранных `value` (`value`, `onValueChange`); `emptyText` показывается, когда вариантов нет; подсказка и ошибка связаны с группой, как у полей.",
    en: "Several checkboxes in a `<fieldset>` named by its `legend`. The value is the array of checked `value`s (`value`, `onValueChange`); `emptyText` shows when there are no options; helper text and error are wired to the group like a field's.",
    components: { CheckboxGroup },
  }),
  args: {
    legend: "Каналы продаж",
    options: channels,
    initial: ["/api/sales/admin/sales-channels/1"],
    helperText: "Статус виден в заказах этих каналов",
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole("group", { name: "Каналы продаж" });
    await expect(group).toHaveAccessibleDescription("Статус виден в заказах этих каналов");
    await expect(canvas.getByRole("checkbox", { name: "Интернет-магазин «Чайная лавка»" })).toBeChecked();
    await userEvent.click(canvas.getByText("Маркетплейс"));
    await expect(canvas.getByRole("checkbox", { name: "Маркетплейс" })).toBeChecked();
    await expect(canvas.getByTestId("chosen")).toHaveTextContent("2");
  },
};

export const Empty: Story = {
  args: { options: [], emptyText: "Каналов продаж пока нет." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Каналов продаж пока нет.")).toBeVisible();
  },
};

export const WithError: Story = { args: { error: "Такого канала продаж нет." } };

export const Dark: Story = { globals: { colorMode: "dark" } };
