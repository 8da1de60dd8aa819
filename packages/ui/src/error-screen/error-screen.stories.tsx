import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ErrorScreen } from "./error-screen";

const meta = {
  title: "Pages/ErrorScreen",
  component: ErrorScreen,
  args: { statusCode: 404 },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
    await expect(canvas.getByTestId("error-digit-image")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  },
};

export const Forbidden: Story = { args: { statusCode: 403, message: "Операция запрещена" } };

export const ServerError: Story = {
  args: { statusCode: 500, statusMessage: "Internal Server Error", message: "База данных недоступна" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("error-digit-image")).toBeNull();
    await expect(canvas.getByText("База данных недоступна")).toBeVisible();
  },
};

export const Dark: Story = { ...NotFound, globals: { colorMode: "dark" } };

export const Russian: Story = {
  globals: { locale: "ru" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Страница не найдена");
    await expect(canvas.getByRole("link", { name: "главной страницы" })).toHaveAttribute("href", "/");
  },
};
