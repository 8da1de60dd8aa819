import { expect, test } from "./support/test";

// SPEC.md: the interface is Russian. A browser that prefers English is offered English through the
// footer's language switch, never served it unasked; the choice re-renders the page in place and
// is kept (the i18n_redirected cookie, which the server honours first).

test.use({ locale: "en-US" });

test("an English-first browser gets the shop in Russian, switches to English in the footer and back", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const banner = page.getByRole("banner");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(banner.getByRole("link", { name: "Корзина" })).toBeVisible();
  const localeCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected")?.value;
  expect(await localeCookie()).toBe("ru");

  // The page stays the same document: what changes is rendered in place, not loaded anew.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const languages = page.getByRole("group", { name: "Язык" });
  const english = languages.getByRole("radio", { name: "English" });
  await expect(english.locator("xpath=..")).toHaveAttribute("lang", "en");
  // The radios are visually hidden inside their labels, which are what a visitor clicks.
  await languages.locator("label", { hasText: "English" }).click();
  await expect(banner.getByRole("link", { name: "Cart" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(
    page.getByRole("group", { name: "Language" }).getByRole("radio", { name: "English" }),
  ).toBeChecked();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(localeCookie).toBe("en-US");

  // Kept: the next page load is English from the server on.
  const answer = await page.reload();
  expect(await answer?.text()).toContain('lang="en-US"');
  await expect(banner.getByRole("link", { name: "Cart" })).toBeVisible();

  // And back.
  await page.getByRole("group", { name: "Language" }).locator("label", { hasText: "Русский" }).click();
  await expect(languages.getByRole("radio", { name: "Русский" })).toBeChecked();
  await expect(banner.getByRole("link", { name: "Корзина" })).toBeVisible();
  await expect.poll(localeCookie).toBe("ru");
});
