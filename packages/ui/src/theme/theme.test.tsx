import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import {
  COLOR_MODE_ATTRIBUTE,
  COLOR_MODE_STORAGE_KEY,
  colorModeScript,
  readColorModePreference,
  setColorModePreference,
} from "./color-mode";
import { ThemeSwitcher } from "./theme-switcher";

const root = () => document.documentElement;

afterEach(() => {
  localStorage.clear();
  root().removeAttribute(COLOR_MODE_ATTRIBUTE);
});

describe("colour mode", () => {
  it("the inline script applies a stored dark preference before React runs", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    new Function(colorModeScript)();
    expect(root().getAttribute(COLOR_MODE_ATTRIBUTE)).toBe("dark");
    expect(root().style.colorScheme).toBe("dark");
  });

  it("the inline script falls back to the system mode (light here) without a preference", () => {
    new Function(colorModeScript)();
    expect(root().getAttribute(COLOR_MODE_ATTRIBUTE)).toBe("light");
  });

  it("stores a forced mode and forgets it when going back to system", () => {
    setColorModePreference("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    expect(readColorModePreference()).toBe("dark");
    setColorModePreference("system");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(readColorModePreference()).toBe("system");
  });

  it("ignores a stored value that is not a preference", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "sepia");
    expect(readColorModePreference()).toBe("system");
  });
});

describe("ThemeSwitcher", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<ThemeSwitcher />);
    await expectNoAxeViolations(container);
  });

  it("switches to dark with a labelled radio and remembers it", () => {
    renderWithI18n(<ThemeSwitcher />);
    expect(screen.getByRole("group", { name: "Colour theme" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "System" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    expect((screen.getByRole("radio", { name: "Dark" }) as HTMLInputElement).checked).toBe(true);
    expect(root().getAttribute(COLOR_MODE_ATTRIBUTE)).toBe("dark");
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
  });
});
