import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Button } from "../button/button";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { Dialog } from "./dialog";

function Example() {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>Удалить адрес</Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Удалить адрес?</Dialog.Title>
        <Dialog.Description>Это нельзя отменить.</Dialog.Description>
        <Dialog.CloseButton />
        <Dialog.Actions data-testid="dialog-actions">
          <Dialog.CloseTrigger asChild>
            <Button>Отмена</Button>
          </Dialog.CloseTrigger>
          <Button>Удалить</Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe("Dialog", () => {
  it("opens from its trigger, is named by its title, and closes with Escape", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole("button", { name: "Удалить адрес" }));
    const dialog = await screen.findByRole("dialog", { name: "Удалить адрес?" });
    await expectNoAxeViolations(dialog);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes with its localised close button", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole("button", { name: "Удалить адрес" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("holds its buttons in its Actions row, whose way out closes it", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    await user.click(screen.getByRole("button", { name: "Удалить адрес" }));
    const actions = within(await screen.findByRole("dialog")).getByTestId("dialog-actions");
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Отмена", "Удалить"]);
    await user.click(within(actions).getByRole("button", { name: "Отмена" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
