// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import type { CatalogImport } from "@shop/api-client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { ImportState } from "./catalog-import";

const job = (changes: Partial<CatalogImport>): CatalogImport => ({
  "@id": "/api/catalog/admin/imports/7",
  id: 7,
  status: "running",
  phase: "importing",
  fileName: "catalog.yml",
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  startedAt: "2026-11-27T10:00:00Z",
  finishedAt: null,
  progress: { bytesRead: 500, bytesTotal: 1000, offersRead: 100, offersTotal: 200 },
  categories: { created: 2, updated: 0, unchanged: 0 },
  offers: { created: 90, updated: 5, unchanged: 0, refused: 5 },
  pictures: { stored: 0, refused: 0 },
  refusals: [{ line: 39, id: "yx3", reason: "У предложения нет цены (price)." }],
  problem: null,
  ...changes,
});

const show = (shown: CatalogImport) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <ImportState job={shown} />
      </I18nProvider>
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe("ImportState", () => {
  it("shows a running import as a progress bar with its value, the state in a polite status", () => {
    show(job({}));
    const bar = screen.getByRole("progressbar");
    expect(bar.getAttribute("aria-valuenow")).toBe("55");
    expect(bar.getAttribute("aria-valuemin")).toBe("0");
    expect(bar.getAttribute("aria-valuemax")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toMatch(/100.*200/);
    expect(screen.getByRole("status").getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a finished import's summary and its refused offers with line and reason", () => {
    show(job({ status: "finished", finishedAt: "2026-11-27T10:01:00Z" }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/90.*5.*5/);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain("39");
    expect(rows[1]?.textContent).toContain("yx3");
    expect(rows[1]?.textContent).toContain("У предложения нет цены (price).");
  });

  it("shows why a failed import failed", () => {
    show(
      job({
        status: "failed",
        problem: { status: 422, detail: "Файл не является документом YML (строка 3): x", line: 3 },
      }),
    );
    expect(screen.getByText("Файл не является документом YML (строка 3): x")).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
