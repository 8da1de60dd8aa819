import { productCards } from "./support/catalog";
import { appStarted, expect, test } from "./support/test";

// SPEC.md section 8: a request that never reaches the API (offline, a refused connection) is an empty
// result, not an error. The browser's requests are cut here; the shop's own servers keep running.

test("a product page the API cannot be reached for is an empty state with a retry, not the 503 screen", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  const link = productCards(page).first().getByRole("link");
  const title = (await link.textContent()) ?? "";
  await page.route("**/api/catalog/products-by-slug/**", (route) => route.abort("connectionrefused"));
  // The scenario is the app's own navigation (the browser asks the API): the shopper has been on
  // the page a while. Before it runs, the link would load the page from the server instead.
  await appStarted(page);
  await link.click();

  // The query tries three times more, a second, two and four apart, before the page gives up.
  const unreachable = page.getByTestId("unreachable");
  await expect(unreachable.getByRole("heading", { level: 1 })).toHaveText("Нет связи с магазином", {
    timeout: 20_000,
  });
  await expect(unreachable).toContainText("Проверьте подключение к интернету");
  await expect(page.getByText("503")).toHaveCount(0);
  // The shop around it stays: header and footer.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  // Back online: the button brings the page.
  await page.unroute("**/api/catalog/products-by-slug/**");
  await unreachable.getByRole("button", { name: "Попробовать ещё раз" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(unreachable).toHaveCount(0);
});

test("a catalog page whose products cannot be fetched says so in its list and fetches them again", async ({
  page,
}) => {
  await page.goto("/catalog/tea");
  await expect(productCards(page).first()).toBeVisible();
  await page.route("**/api/catalog/products?**", (route) => route.abort("connectionrefused"));
  await page.getByRole("combobox", { name: "Сортировка" }).selectOption({ index: 1 });
  const failed = page.getByRole("alert").filter({ hasText: "Не удалось загрузить товары" });
  // As on the product page, the list's query tries three times more before it shows the failure.
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("unreachable")).toHaveCount(0);

  await page.unroute("**/api/catalog/products?**");
  await failed.getByRole("button", { name: "Попробовать ещё раз" }).click();
  await expect(productCards(page).first()).toBeVisible();
  await expect(failed).toHaveCount(0);
});
