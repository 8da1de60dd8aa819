// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { reportRecoverableError } from "./recoverable-error";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

function OrderDate({ text }: { text: string }) {
  return (
    <p>
      <time>{text}</time>
    </p>
  );
}

it("a hydration mismatch is reported with the component stack that says where it happened", async () => {
  const logged: unknown[][] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  const container = document.createElement("div");
  container.innerHTML = renderToString(<OrderDate text="27 ноября 2026 г." />);
  document.body.append(container);

  const root = await act(async () =>
    hydrateRoot(container, <OrderDate text="28 ноября 2026 г." />, {
      onRecoverableError: reportRecoverableError,
    }),
  );

  // React rendered the browser's text in the end, and the report names the component and element.
  expect(container.textContent).toBe("28 ноября 2026 г.");
  const report = logged.find((args) => args.some((arg) => arg instanceof Error));
  expect(report).toBeDefined();
  const text = (report ?? []).map(String).join(" ");
  expect(text).toMatch(/hydrat|#418/i);
  expect(text).toMatch(/at:[\s\S]*OrderDate/);
  act(() => root.unmount());
});
