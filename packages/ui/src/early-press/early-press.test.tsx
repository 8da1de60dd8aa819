import { I18nProvider } from "@lingui/react";
import { act, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Dialog } from "../dialog/dialog";
import { Select } from "../select/select";
import { Tabs } from "../tabs/tabs";
import { createTestI18n, renderWithI18n } from "../test/render";
import { EARLY_PRESS_ATTRIBUTE, earlyPressScript, installEarlyPress } from "./early-press-script";

// A press on a trigger made before the page has hydrated: the server's HTML is on screen, nothing of
// React listens yet. The head's script holds the click and presses the trigger again once it has
// hydrated, so the dialog, the list or the tab opens as if React had seen the tap.

const i18n = createTestI18n();

function Page() {
  return (
    <I18nProvider i18n={i18n}>
      <Dialog.Root>
        <Dialog.Trigger>Очистить корзину</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Очистить корзину?</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>
      <Select label="Статус" options={[{ value: "new", label: "Новый" }]} />
      <Tabs.Root defaultValue="about">
        <Tabs.List>
          <Tabs.Trigger value="about">Описание</Tabs.Trigger>
          <Tabs.Trigger value="specs">Характеристики</Tabs.Trigger>
          <Tabs.Trigger value="reviews">Отзывы</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
    </I18nProvider>
  );
}

let remove: (() => void) | undefined;
let root: Root | undefined;
let server: HTMLElement | undefined;
afterEach(() => {
  remove?.();
  remove = undefined;
  act(() => root?.unmount());
  root = undefined;
  server?.remove();
  server = undefined;
});

/** The server's HTML of the page in the document, as a browser shows it before the script runs. */
function serverPage() {
  server = document.createElement("div");
  server.innerHTML = renderToString(<Page />);
  document.body.append(server);
  return server;
}

const hydrate = (container: HTMLElement) =>
  act(() => {
    root = hydrateRoot(container, <Page />);
  });

describe("earlyPressScript", () => {
  it("opens a dialog whose trigger was pressed before it hydrated, once it has", async () => {
    remove = installEarlyPress(window, EARLY_PRESS_ATTRIBUTE);
    const container = serverPage();
    const trigger = screen.getByRole("button", { name: "Очистить корзину" });
    expect(trigger.hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
    trigger.click();
    expect(screen.queryByRole("dialog")).toBeNull();
    await hydrate(container);
    await waitFor(() => expect(screen.getByRole("dialog", { name: "Очистить корзину?" })).toBeTruthy());
    expect(trigger.hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
  });

  it("opens a select's list pressed on its trigger before hydration", async () => {
    remove = installEarlyPress(window, EARLY_PRESS_ATTRIBUTE);
    const container = serverPage();
    const trigger = screen.getByRole("combobox", { name: "Статус" });
    // A press on what the trigger holds (its text) is the trigger's.
    (trigger.firstElementChild as HTMLElement).click();
    await hydrate(container);
    await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));
  });

  it("keeps only the last press: of two tabs tapped in turn, the second is selected", async () => {
    remove = installEarlyPress(window, EARLY_PRESS_ATTRIBUTE);
    const container = serverPage();
    screen.getByRole("tab", { name: "Характеристики" }).click();
    screen.getByRole("tab", { name: "Отзывы" }).click();
    await hydrate(container);
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Отзывы" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("leaves a trigger rendered in the browser to React, unmarked", async () => {
    remove = installEarlyPress(window, EARLY_PRESS_ATTRIBUTE);
    renderWithI18n(<Page />);
    expect(document.querySelector(`[${EARLY_PRESS_ATTRIBUTE}]`)).toBeNull();
    screen.getByRole("button", { name: "Очистить корзину" }).click();
    expect(await screen.findByRole("dialog", { name: "Очистить корзину?" })).toBeTruthy();
  });

  it("is a self-contained script for the document's head; run twice, it presses once", async () => {
    expect(earlyPressScript).toContain(JSON.stringify(EARLY_PRESS_ATTRIBUTE));
    new Function(earlyPressScript)();
    // The router may run the head's script a second time: a press is still pressed once (twice
    // would open the list and close it again).
    new Function(earlyPressScript)();
    const container = serverPage();
    const trigger = screen.getByRole("combobox", { name: "Статус" });
    trigger.click();
    await hydrate(container);
    await waitFor(() => expect(trigger.getAttribute("aria-expanded")).toBe("true"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
  });
});
