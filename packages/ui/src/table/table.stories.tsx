import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect } from "storybook/test";
import { Badge } from "../badge/badge";
import { storyDocs } from "../test/story-docs";
import { type SortDirection, Table } from "./table";

const orders = [
  { number: "2026-000101", date: "1 ноября 2026 г.", status: "Новый", color: "#1c7ed6", total: "1 290 ₽" },
  { number: "2026-000102", date: "3 ноября 2026 г.", status: "Оплачен", color: "#2f9e44", total: "640 ₽" },
  { number: "2026-000103", date: "7 ноября 2026 г.", status: "Отменён", color: "#868e96", total: "12 900 ₽" },
];

type Column = "number" | "date";

function OrdersTable() {
  const [sort, setSort] = useState<{ column: Column; direction: SortDirection }>({
    column: "date",
    direction: "descending",
  });
  const rows = [...orders].sort((a, b) => {
    const order = a.number.localeCompare(b.number);
    return sort.direction === "ascending" ? order : -order;
  });
  const toggle = (column: Column) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === "ascending" ? "descending" : "ascending",
    }));
  const direction = (column: Column) => (sort.column === column ? sort.direction : undefined);
  return (
    <Table.Region label="Заказы">
      <Table.Root>
        <Table.Caption hidden>Заказы</Table.Caption>
        <thead>
          <tr>
            <Table.SortHeader direction={direction("number")} onSort={() => toggle("number")}>
              Номер
            </Table.SortHeader>
            <Table.SortHeader direction={direction("date")} onSort={() => toggle("date")}>
              Дата
            </Table.SortHeader>
            <th scope="col">Статус</th>
            <th scope="col" data-align="end">
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <a href={`#${order.number}`}>{order.number}</a>
              </th>
              <td>{order.date}</td>
              <td>
                <Badge cssColor={order.color}>{order.status}</Badge>
              </td>
              <td data-align="end">{order.total}</td>
            </tr>
          ))}
        </tbody>
      </Table.Root>
    </Table.Region>
  );
}

const meta = {
  title: "Data/Table",
  component: OrdersTable,
  parameters: storyDocs({
    ru: 'Таблица данных. `Table.Region` — прокручиваемая область, доступная с клавиатуры и названная `label`; `Table.Caption` (можно скрыть визуально, `hidden`) называет таблицу; `Table.SortHeader` — заголовок столбца-кнопка: `direction` ставит `aria-sort`, нажатие вызывает `onSort`. Строки и ячейки — обычные `<tr>`/`<td>`, `data-align="end"` выравнивает числа вправо.',
    en: 'A data table. `Table.Region` is a scrollable box a keyboard can focus, named by `label`; `Table.Caption` (visually `hidden` if need be) names the table; `Table.SortHeader` is a column header button: `direction` sets `aria-sort`, a press calls `onSort`. Rows and cells are plain `<tr>`/`<td>`, `data-align="end"` aligns numbers to the end.',
    components: {
      "Table.Region": Table.Region,
      "Table.Root": Table.Root,
      "Table.Caption": Table.Caption,
      "Table.SortHeader": Table.SortHeader,
    },
  }),
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  play: async ({ canvas, userEvent }) => {
    const dateHeader = canvas.getByRole("columnheader", { name: "Дата" });
    await expect(dateHeader).toHaveAttribute("aria-sort", "descending");
    const numberHeader = canvas.getByRole("columnheader", { name: "Номер" });
    await expect(numberHeader).not.toHaveAttribute("aria-sort");
    await userEvent.click(canvas.getByRole("button", { name: "Номер" }));
    await expect(numberHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(dateHeader).not.toHaveAttribute("aria-sort");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("2026-000101");
    await userEvent.keyboard("{Enter}");
    await expect(numberHeader).toHaveAttribute("aria-sort", "descending");
    await expect(canvas.getAllByRole("rowheader")[0]).toHaveTextContent("2026-000103");
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
