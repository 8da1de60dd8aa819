import sharp from "sharp";
import { bearer, chooseFirstSection, signIn } from "./support/admin";
import { expectNoAxeViolationsInEitherMode } from "./support/axe";
import { SCREENS, uniqueWord } from "./support/devices";
import { holdRequests } from "./support/network";
import { expect as baseExpect, type Page, test } from "./support/test";

// Photos as a manager adds them (issue 46 point 8), on a desktop and a phone: a new product's photos
// chosen two at once in the styled picker and one dropped on the box, each sent with its own
// progress while the form is filled, described, reordered by dragging (desktop) or by tapping its
// buttons (phone, a touch screen) and by the keyboard, then created with the product; the product
// page shows them in that order with those alt texts, and on a 2x screen picks a file at least twice
// as wide as it draws the picture.

const expect = baseExpect.configure({ timeout: 15_000 });

/** A square photo of one colour, larger than the product page's 2x file (1200 px). */
const photoOf = async (name: string, background: string) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 1600, height: 1600, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** The alt fields' values, in the photos' order. */
const altValues = (page: Page) =>
  page
    .getByTestId("product-photo")
    .getByRole("textbox")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

for (const [screen, device] of SCREENS) {
  test(`a new product's photos: picked two at once, one dropped, described, reordered, shown in order (${screen})`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    const staff = await signIn({ browser, baseURL, request });
    const page = await staff.newPage(device);
    await page.goto("/admin/products/new");
    const form = page.getByTestId("product-form");
    await form.getByLabel("Название").fill(`Улун в фото ${word}`);
    await form.getByLabel("Номер товара").fill(`E2E-PHOTO-${word.toUpperCase()}`);
    await chooseFirstSection(form);
    await form.getByLabel("Показывать в магазине").check();

    const photos = page.getByTestId("product-photos");
    await expect(photos).toContainText("Фото пока нет.");
    // Two at once in the shop's own picker button (the browser's input stays hidden).
    const [red, green, blue] = await Promise.all([
      photoOf("red.png", "#c33"),
      photoOf("green.png", "#3a3"),
      photoOf("blue.png", "#33c"),
    ]);
    // Their uploads' answers held, so each file's progress is on screen for as long as it is sent.
    const release = await holdRequests(page, /\/catalog\/admin\/image-uploads$/);
    const chooser = page.waitForEvent("filechooser");
    await photos.getByRole("button", { name: "Выбрать фото" }).click();
    await (await chooser).setFiles([red, green]);
    for (const name of ["red.png", "green.png"]) {
      const progress = photos.getByRole("progressbar", { name: `Загрузка ${name}` });
      await expect(progress).toBeVisible();
      await expect(progress.locator("..")).toContainText(/^(?:Отправлено \d+ %|В очереди…)$/);
    }
    await expect(photos.getByRole("status")).toHaveText("Загружаются фото: 2");
    release();
    await expect(photos.getByRole("status")).toHaveText("Загружено фото: 2");
    await expect(photos.getByRole("progressbar")).toHaveCount(0);
    // One dropped on the box.
    const dropped = await page.evaluateHandle(
      ({ name, bytes }) => {
        const transfer = new DataTransfer();
        const data = Uint8Array.from(atob(bytes), (character) => character.charCodeAt(0));
        transfer.items.add(new File([data], name, { type: "image/png" }));
        return transfer;
      },
      { name: blue.name, bytes: blue.buffer.toString("base64") },
    );
    await photos
      .getByRole("group", { name: "Добавить фото" })
      .dispatchEvent("drop", { dataTransfer: dropped });
    await expect(photos.getByRole("status")).toHaveText("Загружено фото: 1");
    await expect(photos.getByTestId("product-photo")).toHaveCount(3);
    await expect(photos.getByRole("img", { name: "Фото 3 из 3" })).toBeVisible();
    // Large previews, and buttons a finger can hit.
    const preview = await photos.getByRole("img", { name: "Фото 1 из 3" }).boundingBox();
    expect(preview?.width).toBeGreaterThanOrEqual(200);
    const earlier = await photos.getByRole("button", { name: "Ниже: фото 1" }).boundingBox();
    expect(earlier?.height).toBeGreaterThanOrEqual(44);
    expect(earlier?.width).toBeGreaterThanOrEqual(44);

    await photos.getByLabel("Описание фото 1 (alt)").fill(`Красный ${word}`);
    await photos.getByLabel("Описание фото 2 (alt)").fill(`Зелёный ${word}`);
    await photos.getByLabel("Описание фото 3 (alt)").fill(`Синий ${word}`);
    await expectNoAxeViolationsInEitherMode(page);

    // By the pointer on a desktop, a card dragged onto another's place; by a finger on a phone, the
    // cards' buttons. The last photo first, then back again.
    if (screen === "desktop") {
      await photos
        .getByRole("img", { name: "Фото 3 из 3" })
        .dragTo(photos.getByRole("img", { name: "Фото 1 из 3" }));
      await expect(photos.getByRole("status")).toHaveText("Фото 3 перемещено на место 1 из 3");
      await expect
        .poll(() => altValues(page))
        .toEqual([`Синий ${word}`, `Красный ${word}`, `Зелёный ${word}`]);
      await photos
        .getByRole("img", { name: "Фото 1 из 3" })
        .dragTo(photos.getByRole("img", { name: "Фото 3 из 3" }));
      await expect(photos.getByRole("status")).toHaveText("Фото 1 перемещено на место 3 из 3");
    } else {
      await photos.getByRole("button", { name: "Выше: фото 3" }).tap();
      await photos.getByRole("button", { name: "Выше: фото 2" }).tap();
      await expect(photos.getByRole("status")).toHaveText("Фото 2 перемещено на место 1 из 3");
      await expect
        .poll(() => altValues(page))
        .toEqual([`Синий ${word}`, `Красный ${word}`, `Зелёный ${word}`]);
      await photos.getByRole("button", { name: "Ниже: фото 1" }).tap();
      await photos.getByRole("button", { name: "Ниже: фото 2" }).tap();
      await expect(photos.getByRole("status")).toHaveText("Фото 2 перемещено на место 3 из 3");
    }
    await expect.poll(() => altValues(page)).toEqual([`Красный ${word}`, `Зелёный ${word}`, `Синий ${word}`]);

    // The keyboard's way: the first photo one place later; the focus stays with it.
    await photos.getByRole("button", { name: "Ниже: фото 1" }).press("Enter");
    await expect.poll(() => altValues(page)).toEqual([`Зелёный ${word}`, `Красный ${word}`, `Синий ${word}`]);
    await expect(photos.getByRole("button", { name: "Ниже: фото 2" })).toBeFocused();
    await expect(photos.getByRole("status")).toHaveText("Фото 1 перемещено на место 2 из 3");

    await form.getByRole("button", { name: "Создать товар" }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    const id = page.url().split("/").at(-1);
    // The product's page in the panel: the photos in that order with their descriptions.
    await expect(page.getByTestId("product-photos").getByTestId("product-photo")).toHaveCount(3);
    await expect.poll(() => altValues(page)).toEqual([`Зелёный ${word}`, `Красный ${word}`, `Синий ${word}`]);
    const slug = await page.getByTestId("product-form").getByLabel("Адрес страницы").inputValue();

    // A shopper on a 2x screen of the same size.
    const shopper = await browser.newContext({ ...device, deviceScaleFactor: 2 });
    const shop = await shopper.newPage();
    await shop.goto(`/product/${slug}`);
    const main = shop.getByTestId("product-image").first();
    await expect(main).toHaveAttribute("alt", `Зелёный ${word}`);
    await shop.getByRole("button", { name: "Показать фото 2" }).click();
    await expect(main).toHaveAttribute("alt", `Красный ${word}`);
    await shop.getByRole("button", { name: "Показать фото 3" }).click();
    await expect(main).toHaveAttribute("alt", `Синий ${word}`);
    // The file the browser chose is at least as wide as the picture is drawn, times the density.
    await expect
      .poll(() => main.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc !== ""))
      .toBe(true);
    const { chosen, drawn, density } = await main.evaluate(async (image: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(image.currentSrc)).blob());
      return {
        chosen: bitmap.width,
        drawn: image.getBoundingClientRect().width,
        density: window.devicePixelRatio,
      };
    });
    expect(density).toBe(2);
    expect(drawn).toBeGreaterThan(300);
    expect(chosen).toBeGreaterThanOrEqual(Math.ceil(drawn * 2));

    const removed = await request.delete(`/api/catalog/admin/products/${id}`, {
      headers: bearer(staff.token),
    });
    expect(removed.status()).toBe(204);
    await shopper.close();
    await page.context().close();
  });
}
