import { signIn } from "./support/admin";
import { PHONE } from "./support/devices";
import { expect, test } from "./support/test";

// Issue 46 point 3: a description pasted with HTML, hostile parts included, is stored safe and
// formatted by the API, and the product page shows its paragraphs, list and emphasis as such:
// no tag as text, no script run, plain text in the meta description.

const HOSTILE = `<h3 style="color:red">Улун «Проверочный»</h3>
<p onclick="window.pwned = 1">Мягкий, <b>сливочный</b>,<br/>с <i>цветочным</i> ароматом.</p>
<ul><li>Тайвань</li><li>Урожай 2025 &amp; 2026</li></ul>
<script>window.pwned = 2</script><img src="x" onerror="window.pwned = 3">
<a href="javascript:window.pwned = 4">Подробнее</a>`;

test("a product's formatted description shows as paragraphs, a list and emphasis, and nothing in it runs", async ({
  browser,
  page,
  request,
}) => {
  const staff = await signIn({ browser, request });
  const number = `E2E-DESC-${Date.now()}`;
  const product = await staff.product({
    number,
    title: `Улун проверки описания ${number}`,
    description: HOSTILE,
    prices: { retail: { pcs: 45_000 } },
    // Shown in the shop at once: a new product is a draft unless it says so.
    published: true,
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await page.goto(`/product/${product.slug}`);
    const description = page.getByRole("region", { name: "Описание" });
    await expect(description.getByRole("paragraph")).toHaveText([
      "Улун «Проверочный»",
      "Мягкий, сливочный,с цветочным ароматом.",
    ]);
    await expect(description.getByRole("listitem")).toHaveText(["Тайвань", "Урожай 2025 & 2026"]);
    await expect(description.locator("strong")).toHaveText("сливочный");
    await expect(description.locator("em")).toHaveText("цветочным");
    await expect(description).not.toContainText("<");
    await expect(description.locator("script, img, a, [style], [onclick]")).toHaveCount(0);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      "content",
      "Улун «Проверочный» Мягкий, сливочный, с цветочным ароматом. — Тайвань — Урожай 2025 & 2026 Подробнее",
    );
    expect(await page.evaluate(() => Reflect.get(window, "pwned"))).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await staff.call("delete", `/catalog/admin/products/${product.id}`);
  }
});

test("on a phone, staff paste a description with HTML into the product form, and the page shows it formatted and safe", async ({
  browser,
  baseURL,
  request,
}) => {
  const staff = await signIn({ browser, baseURL, request });
  const number = `E2E-DESC-PHONE-${Date.now()}`;
  const product = await staff.product({
    number,
    title: `Улун описания с телефона ${number}`,
    description: "Пока без описания.",
    prices: { retail: { pcs: 45_000 } },
    published: true,
  });
  const panel = await staff.newPage(PHONE);
  const shopper = await browser.newContext(PHONE);
  try {
    await panel.goto(`/admin/products/${product.id}`);
    const form = panel.getByTestId("product-form");
    await expect(form.getByLabel("Описание")).toHaveValue("Пока без описания.");
    await form.getByLabel("Описание").fill(HOSTILE);
    await form.getByRole("button", { name: "Сохранить" }).tap();
    await expect(form.getByTestId("saved-status")).toContainText("сохранён");

    const page = await shopper.newPage();
    await page.goto(`/product/${product.slug}`);
    const description = page.getByRole("region", { name: "Описание" });
    await expect(description.getByRole("listitem")).toHaveText(["Тайвань", "Урожай 2025 & 2026"]);
    await expect(description.locator("strong")).toHaveText("сливочный");
    await expect(description).not.toContainText("<");
    await expect(description.locator("script, img, a, [style], [onclick]")).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, "pwned"))).toBeUndefined();
  } finally {
    await Promise.all([panel.context().close(), shopper.close()]);
    await staff.call("delete", `/catalog/admin/products/${product.id}`);
  }
});
