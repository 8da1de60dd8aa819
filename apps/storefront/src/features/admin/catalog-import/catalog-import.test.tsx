// @vitest-environment happy-dom
import { I18nProvider } from "@lingui/react";
import type { CatalogImport } from "@shop/api-client";
import { loadCatalog } from "@shop/i18n";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { CatalogImport as CatalogImportForm, ImportState } from "./catalog-import";

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
  preview: true,
  parentCategory: null,
  startedBy: { id: 3, email: "staff@example.com", name: "Анна" },
  appliedBy: null,
  appliedAt: null,
  undoneBy: null,
  undoneAt: null,
  undo: null,
  categories: { created: 2, updated: 0, unchanged: 0, refused: 0 },
  offers: { created: 90, updated: 5, unchanged: 0, refused: 5 },
  pictures: { stored: 0, refused: 0, planned: 0 },
  refusals: [
    {
      line: 39,
      id: "yx3",
      name: "Улун",
      kind: "offer",
      reason: "Цена «abc» не число: пишите рубли и копейки, например 1290.50.",
    },
  ],
  report: [
    {
      kind: "offer",
      title: "Цена не число",
      fix: "Укажите цену числом рублей с копейками, например 1290.50, и выгрузите файл снова.",
      count: 1,
      lines: [
        {
          line: 39,
          id: "yx3",
          name: "Улун",
          kind: "offer",
          reason: "Цена «abc» не число: пишите рубли и копейки, например 1290.50.",
        },
      ],
    },
  ],
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

// The staff area's Russian messages, as its pages load them.
beforeAll(() => loadCatalog(i18n, "admin"));
afterEach(cleanup);

// The API's answer to the upload is given here (fetch); what the form sent is kept to be read.
const sent: { method: string; path: string; form: FormData | undefined }[] = [];
let answer: () => Response;
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(
    new URL(String(input instanceof Request ? input.url : input), "http://shop.test"),
    init,
  );
  const form = request.method === "POST" ? await request.formData() : undefined;
  // The form's own lists (sections, history) are read too: only what it sends is kept.
  if (request.method === "POST")
    sent.push({ method: request.method, path: new URL(request.url).pathname, form });
  return answer();
});
const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The upload form as the imports page shows it, before any import; `onStarted` gets the job's id. */
function showForm() {
  const onStarted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <CatalogImportForm jobId={undefined} onShow={onStarted} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return onStarted;
}

const usdFile = () =>
  new File(
    ['<yml_catalog><shop><currencies><currency id="USD" rate="CBRF"/></currencies></shop></yml_catalog>'],
    "usd.yml",
    {
      type: "application/xml",
    },
  );

describe("CatalogImport's upload form", () => {
  it("sends the file to be checked first, the currency rates typed in «Курсы валют» as `rates` beside it", async () => {
    answer = () => json(202, job({}));
    const user = userEvent.setup();
    const onStarted = showForm();
    const rates = screen.getByRole("textbox", { name: "Курсы валют" });
    expect(rates.getAttribute("name")).toBe("rates");
    // Its description says how to write a rate and when one is needed.
    const describedBy = (rates.getAttribute("aria-describedby") ?? "").split(" ");
    const description = describedBy.map((id) => document.getElementById(id)?.textContent).join(" ");
    expect(description).toContain("USD=92.5");
    expect(description).toContain("CBRF");
    await user.upload(screen.getByLabelText("Файл каталога (YML)"), usdFile());
    await user.type(rates, "USD=92.5, EUR=100");
    await user.click(screen.getByRole("button", { name: "Проверить файл" }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(7));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe("POST");
    expect(sent[0]?.path).toBe("/api/catalog/admin/imports");
    expect(sent[0]?.form?.get("rates")).toBe("USD=92.5, EUR=100");
    expect(sent[0]?.form?.get("preview")).toBe("1");
    expect(sent[0]?.form?.get("parent")).toBeNull();
    expect((sent[0]?.form?.get("file") as File | null)?.name).toBe("usd.yml");
  });

  it("shows the API's refusal of the rates at their field and moves focus there", async () => {
    const message = "Курс «евро» не понят: пишите код валюты и курс в рублях, например USD=92.5.";
    answer = () =>
      json(
        422,
        {
          status: 422,
          detail: "Запрос некорректен.",
          violations: [{ propertyPath: "rates", message, code: "invalid" }],
        },
        "application/problem+json",
      );
    const user = userEvent.setup();
    const onStarted = showForm();
    const rates = screen.getByRole("textbox", { name: "Курсы валют" });
    await user.upload(screen.getByLabelText("Файл каталога (YML)"), usdFile());
    await user.type(rates, "евро");
    await user.click(screen.getByRole("button", { name: "Проверить файл" }));
    await vi.waitFor(() => expect(rates.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = (rates.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect(document.activeElement).toBe(rates);
    expect(onStarted).not.toHaveBeenCalled();
  });
});

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

  it("shows a finished import's summary and its report: refusals by cause, with name, line, reason and fix", () => {
    show(job({ status: "finished", finishedAt: "2026-11-27T10:01:00Z" }));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toMatch(/90.*5.*5/);
    const group = screen.getByRole("region", { name: "Цена не число" });
    const [line] = within(group).getAllByRole("listitem");
    expect(line?.textContent).toContain("39");
    expect(line?.textContent).toContain("Улун");
    expect(line?.textContent).toContain("yx3");
    expect(line?.textContent).toContain("Цена «abc» не число");
    expect(group.textContent).toContain("Укажите цену числом");
    expect(screen.getByRole("link", { name: /CSV/ }).getAttribute("href")).toBe(
      "/api/catalog/admin/imports/7/report.csv",
    );
  });

  it("offers to apply or cancel a preview, which has written nothing", () => {
    show(job({ status: "previewed", finishedAt: "2026-11-27T10:01:00Z" }));
    expect(screen.getByRole("status").textContent).toMatch(/Ничего ещё не записано/);
    expect(screen.getByRole("button", { name: "Применить импорт" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Отменить" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Отменить импорт" })).toBeNull();
  });

  it("refreshes staff's lists whenever the import stops in a new state, also from previewed straight to finished", () => {
    // A short apply can be polled as previewed, then already finished: the history, read while it
    // ran, must be read again.
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const shown = (state: Partial<CatalogImport>) => (
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <ImportState job={job(state)} />
        </I18nProvider>
      </QueryClientProvider>
    );
    const view = render(shown({ status: "previewed" }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    view.rerender(shown({ status: "previewed" }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    view.rerender(shown({ status: "finished" }));
    expect(invalidate).toHaveBeenCalledTimes(2);
    view.rerender(shown({ status: "finished", undoneAt: "2026-11-27T10:05:00Z" }));
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ["admin"] });
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
