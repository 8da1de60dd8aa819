import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { Tabs } from "./tabs";

function Example() {
  return (
    <Tabs.Root defaultValue="about">
      <Tabs.List aria-label="О товаре">
        <Tabs.Trigger value="about">Описание</Tabs.Trigger>
        <Tabs.Trigger value="brewing">Заваривание</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about">Выдержанный пуэр.</Tabs.Content>
      <Tabs.Content value="brewing">95 °C, 3 минуты.</Tabs.Content>
    </Tabs.Root>
  );
}

describe("Tabs", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<Example />);
    await expectNoAxeViolations(container);
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Example />);
    expect(screen.getByRole("tab", { name: "Описание" }).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "Описание" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Заваривание" }).getAttribute("aria-selected")).toBe("true");
    await waitFor(() => expect(screen.getByRole("tabpanel").textContent).toBe("95 °C, 3 минуты."));
  });
});
