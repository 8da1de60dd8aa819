import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { storyDocs } from "../test/story-docs";
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
        <Dialog.Actions>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" color="secondary">
              Отмена
            </Button>
          </Dialog.CloseTrigger>
          <Button color="danger">Удалить</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Example,
  parameters: storyDocs({
    ru: "Модальное окно (Ark UI): фокус остаётся внутри, Escape закрывает, после закрытия фокус возвращается к кнопке, которая его открыла. У окна должен быть `Dialog.Title`; `Dialog.CloseButton` — крестик с подписью на языке интерфейса; `Dialog.Actions` — ряд кнопок в конце окна (сначала отмена, затем действие), на узком экране переносится. Для подтверждения необратимых действий, а не для длинных форм. Свойства `Dialog.Root` и частей — свойства Ark UI Dialog.",
    en: "A modal dialog (Ark UI): focus stays inside, Escape closes it, and focus returns to the button that opened it. A dialog needs a `Dialog.Title`; `Dialog.CloseButton` is the × with a label in the interface language; `Dialog.Actions` is the row of buttons at its end (the way out first, then the action), wrapping on a narrow screen. For confirming what cannot be undone, not for long forms. `Dialog.Root` and the parts take Ark UI Dialog's props.",
    components: {
      "Dialog.Root": Dialog.Root,
      "Dialog.Trigger": Dialog.Trigger,
      "Dialog.Content": Dialog.Content,
      "Dialog.Title": Dialog.Title,
      "Dialog.Description": Dialog.Description,
      "Dialog.CloseTrigger": Dialog.CloseTrigger,
      "Dialog.CloseButton": Dialog.CloseButton,
      "Dialog.Actions": Dialog.Actions,
    },
  }),
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Удалить адрес" }));
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = await within(document.body).findByRole("dialog", { name: "Удалить адрес?" });
    await expect(dialog).toBeVisible();
    // The buttons' row: at the end of the line, wrapping on a narrow screen, below the text.
    const cancel = within(dialog).getByRole("button", { name: "Отмена" });
    const actions = cancel.parentElement as HTMLElement;
    await expect(within(actions).getByRole("button", { name: "Удалить" })).toBeVisible();
    const style = getComputedStyle(actions);
    await expect(style.display).toBe("flex");
    await expect(style.justifyContent).toBe("flex-end");
    await expect(style.flexWrap).toBe("wrap");
    await expect(style.marginTop).toBe("24px");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(document.body).queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Удалить адрес" })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { colorMode: "dark" } };
