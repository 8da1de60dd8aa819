import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n } from "../test/render";
import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  it("has no accessibility violations", async () => {
    const { container } = renderWithI18n(<ErrorScreen statusCode={404} />);
    await expectNoAxeViolations(container);
  });

  it("404: pictures the middle digit, localised header, text with a home link, button to /", () => {
    renderWithI18n(<ErrorScreen statusCode={404} message="ignored for 404" />);
    const code = screen.getByTestId("error-code");
    // Screen readers get the whole code; the picture stands in for the 0 only visually.
    expect(within(code).getByText("404")).toBeTruthy();
    expect(code.textContent).toBe("40444");
    expect(screen.getByTestId("error-digit-image")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    expect(screen.queryByText("ignored for 404")).toBeNull();
    expect(screen.getByRole("link", { name: "home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("403: pictures the middle digit and has its own header and button", () => {
    renderWithI18n(<ErrorScreen statusCode={403} message="Операция запрещена" />);
    expect(screen.getByTestId("error-code").textContent).toBe("40343");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Access denied");
    expect(screen.getByText("Операция запрещена")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the shop" })).toBeTruthy();
  });

  it("500: shows every digit, the error's own status message and message", () => {
    renderWithI18n(
      <ErrorScreen statusCode={500} statusMessage="Internal Server Error" message="База недоступна" />,
    );
    expect(screen.getByTestId("error-code").textContent).toBe("500500");
    expect(screen.queryByTestId("error-digit-image")).toBeNull();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Internal Server Error");
    expect(screen.getByText("База недоступна")).toBeTruthy();
  });

  it("an unknown code gets the default header and button", () => {
    renderWithI18n(<ErrorScreen statusCode={418} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Something went wrong");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });

  it("draws links through renderLink, so a router can supply its own", () => {
    renderWithI18n(
      <ErrorScreen
        statusCode={500}
        homeHref="/ru"
        renderLink={({ href, children }) => (
          <a href={`#router${href}`} data-router="true">
            {children}
          </a>
        )}
      />,
    );
    const button = screen.getByRole("link", { name: "Go to the home page" });
    expect(button.getAttribute("href")).toBe("#router/ru");
    expect(button.getAttribute("data-router")).toBe("true");
  });
});
