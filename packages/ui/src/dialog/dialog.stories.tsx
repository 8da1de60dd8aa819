import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Dialog } from "./dialog";

function Example() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button color="danger" variant="outline">
          Удалить адрес
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Удалить адрес?</Dialog.Title>
        <Dialog.Description>Адрес доставки пропадёт из профиля.</Dialog.Description>
        <Dialog.CloseButton />
        <div style={{ display: "flex", gap: 8, marginTop: 24, justifyContent: "flex-end" }}>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" color="secondary">
              Отмена
            </Button>
          </Dialog.CloseTrigger>
          <Button color="danger">Удалить</Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = { title: "Overlays/Dialog", component: Example } satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Удалить адрес" }));
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = await within(document.body).findByRole("dialog", { name: "Удалить адрес?" });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Удалить адрес" })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
