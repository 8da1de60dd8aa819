import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { ErrorScreen } from "./error-screen";

const meta = {
  title: "Pages/ErrorScreen",
  component: ErrorScreen,
  parameters: storyDocs({
    ru: "Страница ошибки по `statusCode`: у 404 и 403 вместо средней цифры — чашка, заголовок и кнопка переведены для каждого кода, у 404 свой текст со ссылкой на главную (`homeHref`). `message` — пояснение, например текст ошибки API.",
    en: "The error page of a `statusCode`: 404 and 403 show a teacup for the middle digit, the header and button are translated per code, and 404 has its own text with a link home (`homeHref`). `message` explains, e.g. the API error's text.",
    components: { ErrorScreen },
  }),
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
