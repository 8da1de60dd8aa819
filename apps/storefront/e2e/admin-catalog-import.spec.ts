import { STAFF, signedInContext, tokenOf } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect as baseExpect, test } from "./support/test";

// The YML import in the admin panel (issue 31): staff upload a file, follow the import to its end
// and read its summary with the offer the shop refused; the imported product is then in the
// public catalog. The offer in dollars is refused until staff give a rate in «Курсы валют»
// (issue 42).

// An import of a large file runs for a while; this one is small, but the machine may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const NUMBER = `E2E-${unique}`.toUpperCase().slice(0, 32);
const TITLE = `Улун «Импортный» ${unique}`;
const USD_TITLE = `Чай за доллары ${unique}`;

// Two sections (one inside the other), an offer the shop takes (on sale: it has a "was" price),
// and one in dollars it refuses without a rate (its offer element is on line 12).
const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-27T10:00+03:00">
  <shop>
    <categories>
      <category id="1">Импорт ${unique}</category>
      <category id="2" parentId="1">Улуны из файла</category>
    </categories>
    <offers>
      <offer id="a1" available="true"><vendorCode>${NUMBER}</vendorCode><name>${TITLE}</name>
        <price>1234.50</price><oldprice>1500</oldprice><currencyId>RUR</currencyId><categoryId>2</categoryId>
        <description>Привезён файлом YML.</description><param name="Страна происхождения">Китай</param></offer>
      <offer id="a2" available="true"><vendorCode>${NUMBER}-USD</vendorCode><name>${USD_TITLE}</name>
        <price>10</price><currencyId>USD</currencyId><categoryId>2</categoryId></offer>
    </offers>
  </shop>
</yml_catalog>
`;

let staffToken: string;
test.beforeAll(async ({ request }) => {
  staffToken = await tokenOf(request, STAFF.email, STAFF.password);
});

test("staff import a YML file, follow it to its summary, and find the product in the catalog", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL as string, staffToken);
  const page = await context.newPage();
  await page.goto("/admin/orders");
  await page
    .getByRole("navigation", { name: "Панель управления" })
    .getByRole("link", { name: "Импорт каталога" })
    .click();
  await expect(page).toHaveURL(/\/admin\/imports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Импорт каталога" })).toBeVisible();

  // Without a file the form says what to do.
  await page.getByRole("button", { name: "Загрузить и импортировать" }).click();
  await expect(page.getByRole("alert")).toHaveText("Сначала выберите файл YML.");

  await page
    .getByLabel("Файл каталога (YML)")
    .setInputFiles({ name: "выгрузка.yml", mimeType: "application/xml", buffer: Buffer.from(FILE) });
  await page.getByRole("button", { name: "Загрузить и импортировать" }).click();

  // The address names the import, so a reload follows it; the state is announced when it changes.
  await expect(page).toHaveURL(/\/admin\/imports\?job=\d+$/);
  const job = page.getByTestId("catalog-import");
  await expect(job.getByRole("heading", { name: "Импорт «выгрузка.yml»" })).toBeVisible();
  const status = job.getByRole("status");
  await expect(status).toHaveText("Импорт завершён: создано 1, обновлено 0, отклонено 1.");
  await expect(job.getByRole("progressbar")).toHaveCount(0);

  const summary = page.getByTestId("import-summary");
  await expect(summary.getByText("Создано товаров")).toBeVisible();
  const refused = page.getByRole("table", { name: "Отклонённые предложения" });
  await expect(refused.getByRole("row")).toHaveCount(2);
  // The refusal says what to do: give the rate in the form's field.
  await expect(refused.getByRole("row").nth(1)).toHaveText(/^12\s*a2\s*.*USD.*«Курсы валют»/);

  await expectNoAxeViolations(page);

  // A reload shows the same finished import.
  await page.reload();
  await expect(page.getByTestId("catalog-import").getByRole("status")).toHaveText(
    "Импорт завершён: создано 1, обновлено 0, отклонено 1.",
  );

  await context.close();

  // A shopper finds the product: by search, and on its page with its price, the "was" price
  // crossed out beside it.
  const shopper = await browser.newPage();
  await shopper.goto(`/search?q=${encodeURIComponent(unique)}`);
  await expect(shopper.getByTestId("product-price").first().locator("del")).toContainText("1 500");
  await shopper.getByRole("link", { name: TITLE }).first().click();
  await expect(shopper.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(shopper.getByText("Привезён файлом YML.")).toBeVisible();
  const price = shopper.getByTestId("product-price");
  await expect(price).toContainText("1 234,50");
  await expect(price.locator("del")).toContainText("1 500");
  await shopper.close();

  // The same file with the dollar's rate: the offer in dollars comes in, priced in roubles.
  const staffAgain = await signedInContext(browser, baseURL as string, staffToken);
  const staffPage = await staffAgain.newPage();
  await staffPage.goto("/admin/imports");
  const rates = staffPage.getByRole("textbox", { name: "Курсы валют" });
  await expect(rates).toHaveAccessibleDescription(/USD=92\.5/);
  await rates.fill("USD=92.5");
  await staffPage
    .getByLabel("Файл каталога (YML)")
    .setInputFiles({ name: "выгрузка-usd.yml", mimeType: "application/xml", buffer: Buffer.from(FILE) });
  await staffPage.getByRole("button", { name: "Загрузить и импортировать" }).click();
  const again = staffPage.getByTestId("catalog-import");
  await expect(again.getByRole("heading", { name: "Импорт «выгрузка-usd.yml»" })).toBeVisible();
  await expect(again.getByRole("status")).toHaveText("Импорт завершён: создано 1, обновлено 0, отклонено 0.");
  await expect(staffPage.getByRole("table", { name: "Отклонённые предложения" })).toHaveCount(0);
  await staffAgain.close();

  // 10 $ at 92.5 ₽.
  const buyer = await browser.newPage();
  await buyer.goto(`/search?q=${encodeURIComponent(USD_TITLE)}`);
  await buyer.getByRole("link", { name: USD_TITLE }).first().click();
  await expect(buyer.getByRole("heading", { level: 1, name: USD_TITLE })).toBeVisible();
  await expect(buyer.getByTestId("product-price")).toContainText("925");
  await buyer.close();
});
