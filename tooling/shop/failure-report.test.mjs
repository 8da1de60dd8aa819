import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { failureReport, pageSnapshot } from "./failure-report.mjs";

const context = [
  "# Error details",
  "```",
  "Error: expect(page).toHaveURL(expected) failed",
  "```",
  "# Page snapshot",
  "```yaml",
  "- banner:",
  '  - link "Чайная лавка"',
  "- main:",
  '  - complementary "Панель управления":',
  '    - navigation "Панель управления":',
  '      - link "Заказы"',
  '  - heading "Новый товар" [level=1]',
  "  - alert: Номер товара уже занят",
  '  - navigation "Страницы":',
  '    - link "2"',
  '  - button "Создать товар"',
  "```",
].join("\n");

describe("pageSnapshot", () => {
  it("starts at the main landmark and folds the menus' subtrees, keeping what the page says", () => {
    assert.deepEqual(pageSnapshot(context), [
      "- main:",
      '  - complementary "Панель управления" (…)',
      '  - heading "Новый товар" [level=1]',
      "  - alert: Номер товара уже занят",
      '  - navigation "Страницы" (…)',
      '  - button "Создать товар"',
    ]);
  });

  it("is empty without a snapshot", () => {
    assert.deepEqual(pageSnapshot("# Error details\nno page"), []);
  });
});

describe("failureReport", () => {
  it("gives the error without colours or stack, the journal's tail and the page", () => {
    const journal = Array.from({ length: 20 }, (_, index) => `+${index} ms page 1: event ${index}`).join(
      "\n",
    );
    const lines = failureReport(
      {
        error:
          "\u001b[31mError: expect(page).toHaveURL(expected) failed\u001b[39m\n\nExpected: /x/\n    at spec.ts:1:1",
        journal,
        context,
      },
      { journalLines: 3, pageLines: 2 },
    );
    assert.deepEqual(lines, [
      "error:",
      "  Error: expect(page).toHaveURL(expected) failed",
      "  Expected: /x/",
      "page journal (last 3 of 20):",
      "  +17 ms page 1: event 17",
      "  +18 ms page 1: event 18",
      "  +19 ms page 1: event 19",
      "page:",
      "  - main:",
      '    - complementary "Панель управления" (…)',
      "  ...(4 more lines)",
    ]);
  });
});
