import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page shows that the shop reaches its API and database", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Чайная лавка" })).toBeVisible();
  await expect(page.getByTestId("api-status")).toHaveText(
    /Магазин работает: API \d+\.\d+\.\d+, база данных доступна\./,
  );
});

test("the home page has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("api-status")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
