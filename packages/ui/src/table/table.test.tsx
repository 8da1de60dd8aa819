import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import { Table } from "./table";

function Example({ onSort = () => {} }: { onSort?: () => void }) {
  return (
    <Table.Region label="Статусы">
      <Table.Root>
        <Table.Caption hidden>Статусы</Table.Caption>
        <thead>
          <tr>
            <Table.SortHeader direction="ascending" onSort={onSort}>
              Название
            </Table.SortHeader>
            <th scope="col">Код</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Новый</th>
            <td>new</td>
          </tr>
        </tbody>
      </Table.Root>
    </Table.Region>
  );
}

describe("Table", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(<Example />);
    await expectNoAxeViolations(container);
  });

  it("puts the order on the header and sorts by its button", async () => {
    const onSort = vi.fn();
    render(<Example onSort={onSort} />);
    expect(screen.getByRole("columnheader", { name: "Название" }).getAttribute("aria-sort")).toBe(
      "ascending",
    );
    expect(screen.getByRole("columnheader", { name: "Код" }).hasAttribute("aria-sort")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Название" }));
    expect(onSort).toHaveBeenCalledOnce();
  });

  it("is a named region a keyboard can reach, so a wide table scrolls", () => {
    render(<Example />);
    const region = screen.getByRole("region", { name: "Статусы" });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole("table", { name: "Статусы" })).toBeTruthy();
  });
});
