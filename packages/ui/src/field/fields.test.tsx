import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "../checkbox/checkbox";
import { PasswordField } from "../password-field/password-field";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { TextField } from "../text-field/text-field";

describe("form fields", () => {
  it("have no accessibility violations, with and without errors", async () => {
    const { container } = renderWithI18n(
      <form>
        <TextField label="Email" name="email" />
        <TextField label="Телефон" name="phone" error="Введите телефон" />
        <PasswordField label="Пароль" name="password" error="Слишком короткий" />
        <Checkbox label="Запомнить меня" name="remember" />
      </form>,
    );
    await expectNoAxeViolations(container);
  });

  it("TextField labels its input and describes it with the error", async () => {
    renderWithI18n(<TextField label="Телефон" error="Введите телефон" />);
    const input = screen.getByRole("textbox", { name: "Телефон" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const error = screen.getByText("Введите телефон");
    // Ark links the error text once it has seen it in the DOM, a frame after mount.
    await waitFor(() =>
      expect((input.getAttribute("aria-describedby") ?? "").split(" ")).toContain(error.id),
    );
  });

  it("PasswordField hides the password and toggles it with a labelled button", async () => {
    const user = userEvent.setup();
    renderWithI18n(<PasswordField label="Пароль" />);
    const input = screen.getByLabelText("Пароль");
    expect(input.getAttribute("type")).toBe("password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.getAttribute("type")).toBe("text");
    expect(screen.getByRole("button", { name: "Hide password" })).toBeTruthy();
  });

  it("PasswordField describes its input with the error", () => {
    renderWithI18n(<PasswordField label="Пароль" error="Не меньше 8 символов" />);
    const input = screen.getByLabelText("Пароль");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Не меньше 8 символов").id);
  });

  it("Checkbox toggles from its label and from the keyboard", async () => {
    const user = userEvent.setup();
    renderWithI18n(<Checkbox label="Запомнить меня" />);
    const box = screen.getByRole("checkbox", { name: "Запомнить меня" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(screen.getByText("Запомнить меня"));
    expect(box.checked).toBe(true);
    box.focus();
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });
});
