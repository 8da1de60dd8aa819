import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../button/button";
import { CheckIcon } from "../icons/icons";
import { Toaster } from "./toaster";
import { createToaster, type ToastOptions } from "./toaster-store";

function ToasterDemo({ options }: { options: ToastOptions }) {
  const [toaster] = useState(() => createToaster());
  return (
    <>
      <Button onClick={() => toaster.create(options)}>Показать уведомление</Button>
      <Toaster toaster={toaster} />
    </>
  );
}

const meta = {
  title: "Feedback/Toaster",
  component: ToasterDemo,
  args: {
    options: {
      title: "Товар добавлен в корзину",
      description: "Пуэр Шу, 100 г",
      color: "success",
      icon: <CheckIcon />,
    },
  },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Показать уведомление" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Товар добавлен в корзину");
  },
};

export const ApiError: Story = {
  args: { options: { title: "Ошибка", description: "Сервер недоступен", color: "error" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Показать уведомление" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Сервер недоступен");
  },
};

export const ApiMessage: Story = {
  args: { options: { description: "Письмо с кодом отправлено", color: "notice" } },
};

const onUndo = fn();
const onClose = fn();

export const WithActionsAndAvatar: Story = {
  args: {
    options: {
      title: "Адрес удалён",
      avatar:
        "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' fill='%2315803d'/></svg>",
      actions: [{ label: "Отменить", onClick: onUndo }],
      onClose,
      timeout: 0,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Показать уведомление" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Отменить" }));
    await expect(onUndo).toHaveBeenCalled();
    await expect(onClose).toHaveBeenCalledWith("action");
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
  },
};

export const ClosesByButton: Story = {
  args: { options: { title: "Сохранено", timeout: 0 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Показать уведомление" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Close notification" }));
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
  },
};

export const Dark: Story = { ...Success, globals: { colorMode: "dark" } };
