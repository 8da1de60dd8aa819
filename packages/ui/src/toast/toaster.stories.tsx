import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor } from "storybook/test";
import { Button } from "../button/button";
import { CheckIcon } from "../icons/icons";
import { storyDocs } from "../test/story-docs";
import { Toast } from "./toast";
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
  parameters: storyDocs({
    ru: 'Уведомления. Один `<Toaster toaster={toaster} />` на приложение показывает уведомления хранилища `createToaster()`; `toaster.create({ title, description, color, timeout = 5000, actions, closable })` добавляет уведомление. Наведение или фокус ставят отсчёт на паузу; `error` и `warning` объявляются как `role="alert"`. `error` (красный) и `notice` (синий) — цвета ошибок и сообщений API. Части `Toast.*` — для своей разметки.',
    en: 'Notifications. One `<Toaster toaster={toaster} />` per app shows the toasts of a `createToaster()` store; `toaster.create({ title, description, color, timeout = 5000, actions, closable })` adds one. Hover or focus pauses the countdown; `error` and `warning` toasts are `role="alert"`. `error` (red) and `notice` (blue) are the colours of API errors and messages. The `Toast.*` parts are for markup of one\'s own.',
    components: {
      Toaster,
      "Toast.Root": Toast.Root,
      "Toast.Icon": Toast.Icon,
      "Toast.Avatar": Toast.Avatar,
      "Toast.Body": Toast.Body,
      "Toast.Title": Toast.Title,
      "Toast.Description": Toast.Description,
      "Toast.Actions": Toast.Actions,
      "Toast.CloseTrigger": Toast.CloseTrigger,
    },
  }),
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
