import { I18nProvider } from "@lingui/react";
import { createShopI18n } from "@shop/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Health, healthQueryOptions } from "./get-health";
import { HealthStatus } from "./health-status";

function renderWithHealth(health: Health | undefined, locale = "ru"): string {
  const queryClient = new QueryClient();
  if (health) queryClient.setQueryData(healthQueryOptions().queryKey, health);
  return renderToStaticMarkup(
    <I18nProvider i18n={createShopI18n({ locale })}>
      <QueryClientProvider client={queryClient}>
        <HealthStatus />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("HealthStatus", () => {
  it("tells in Russian that the shop reaches its API and database", () => {
    const html = renderWithHealth({ status: "ok", version: "1.2.3", database: "up" });
    expect(html).toContain("Магазин работает: API 1.2.3, база данных доступна.");
  });

  it("says so when the database is down", () => {
    const html = renderWithHealth({ status: "degraded", version: "1.2.3", database: "down" });
    expect(html).toContain("база данных недоступна.");
  });

  it("shows the check in progress, in English when that locale is active", () => {
    expect(renderWithHealth(undefined)).toContain("Проверяем связь с магазином…");
    expect(renderWithHealth(undefined, "en-US")).toContain("Checking the connection to the shop…");
  });
});
