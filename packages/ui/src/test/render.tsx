import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type RenderOptions, render } from "@testing-library/react";
import axe from "axe-core";
import type { ReactElement, ReactNode } from "react";
import { expect } from "vitest";

/** An i18n instance with no catalog: components show their English source messages. */
export function createTestI18n() {
  return setupI18n({ locale: "en", messages: { en: {} } });
}

const testI18n = createTestI18n();

function TestI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={testI18n}>{children}</I18nProvider>;
}

/** Renders inside the I18nProvider every ui component expects. */
export function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: TestI18nProvider, ...options });
}

/** Fails with the list of violations, so a failure says which rule broke. */
export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container);
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}
