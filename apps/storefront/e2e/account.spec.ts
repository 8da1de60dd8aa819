import { bearer, signedInPage, tokenOf } from "./support/admin";
import { expectNoAxeViolations, expectNoAxeViolationsInEitherMode } from "./support/axe";
import { newCustomer } from "./support/mailbox";
import { holdRequests } from "./support/network";
import { type APIRequestContext, test as base, expect, type Page } from "./support/test";

// The customer account against the real API. Anything that changes a profile uses a customer
// registered for that test (other specs log in as the demo customer at the same time); the
// purchases tests share one registered customer per worker, whose orders are placed through the
// API before the first of them runs.

const PASSWORD = "tea-lover-2026";

interface Customer {
  email: string;
  password: string;
  name: string;
  lastName: string;
}

interface PlacedOrder {
  id: number;
  number: string;
  totalAmount: number;
}

interface Shopper extends Customer {
  /** Newest first, as the purchases list shows them. */
  orders: PlacedOrder[];
  /** The newest order: two lines, courier delivery, a comment. */
  detailed: { number: string; titles: string[] };
}

let counter = 0;
const uniqueEmail = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
};

async function answer<T>(response: {
  ok(): boolean;
  status(): number;
  url(): string;
  text(): Promise<string>;
}) {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${response.status()} from ${response.url()}: ${text}`);
  return JSON.parse(text) as T;
}

/** The newest 6-digit code mailed to `email` (the development mailbox of the API). */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { member } = await answer<{ member: { text: string }[] }>(
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`),
        );
        code = member[0]?.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** A confirmed customer of its own, registered through the API and the mailed code. */
async function registerCustomer(request: APIRequestContext, prefix: string): Promise<Customer> {
  const customer = { email: uniqueEmail(prefix), password: PASSWORD, name: "Анна", lastName: "Иванова" };
  const { email, name, lastName } = customer;
  await answer(
    await request.post("/api/user/users", {
      data: { email, name, lastName, phone: "+79990000000", plainPassword: customer.password },
    }),
  );
  const confirmationCode = await mailedCode(request, customer.email);
  await answer(
    await request.patch(
      `/api/user/users-by-email/${encodeURIComponent(customer.email)}/confirm-registration`,
      {
        data: { confirmationCode },
      },
    ),
  );
  return customer;
}

async function bearerOf(request: APIRequestContext, username: string, password: string) {
  return bearer(await tokenOf(request, username, password));
}

interface CatalogProduct {
  number: string;
  title: string;
  defaultMeasure: string;
  prices: { measure: { code: string }; priceType: string; price: number }[];
}

/** Places orders through the API as `customer`: a cart of `lines`, then checkout. */
async function placeOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  lines: CatalogProduct[],
  delivery: "pickup" | "courier",
  comment?: string,
): Promise<PlacedOrder> {
  const cart = await answer<{ "@id": string; totals: { totalAmount: number } }>(
    await request.post("/api/sales/carts/add", {
      headers,
      data: {
        currency: "RUB",
        items: lines.map((product) => ({
          product: { number: product.number },
          measure: { code: product.defaultMeasure },
          quantity: 1,
        })),
      },
    }),
  );
  const deliveryPrice = delivery === "pickup" || cart.totals.totalAmount >= 300_000 ? 0 : 30_000;
  const order = await answer<{ id: number; number: string; totals: { totalAmount: number } }>(
    await request.post("/api/sales/orders", {
      headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
      data: {
        cart: cart["@id"],
        recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
        delivery:
          delivery === "pickup"
            ? { method: "pickup" }
            : {
                method: "courier",
                address: {
                  postcode: "101000",
                  city: "Москва",
                  street: "Мясницкая",
                  house: "1",
                  apartment: "5",
                },
              },
        payment: { method: delivery === "pickup" ? "cash" : "card-on-delivery" },
        comment,
        expectedTotalAmount: cart.totals.totalAmount + deliveryPrice,
      },
    }),
  );
  return { id: order.id, number: order.number, totalAmount: order.totals.totalAmount };
}

/** A customer with 21 orders (one more than a page): the newest detailed, the second newest paid. */
async function createShopper(request: APIRequestContext): Promise<Shopper> {
  const customer = await registerCustomer(request, "shopper");
  const headers = await bearerOf(request, customer.email, customer.password);
  const { member } = await answer<{ member: CatalogProduct[] }>(
    await request.get("/api/catalog/products?itemsPerPage=10&sort[number]=asc"),
  );
  const buyable = member.filter((product) =>
    product.prices.some((price) => price.measure.code === product.defaultMeasure && price.price > 0),
  );
  const [first, second] = buyable;
  if (!first || !second) throw new Error("the seeded catalog has fewer than two products to buy");
  const orders: PlacedOrder[] = [];
  for (let index = 0; index < 20; index += 1)
    orders.push(await placeOrder(request, headers, [first], "pickup"));
  const detailed = await placeOrder(
    request,
    headers,
    [first, second],
    "courier",
    "Позвонить за час до доставки",
  );
  orders.push(detailed);

  const staff = await bearerOf(request, "staff@example.com", "demo12345");
  const paid = orders.at(-2) as PlacedOrder;
  await answer(
    await request.patch(`/api/sales/admin/orders/${paid.id}`, {
      headers: staff,
      data: { status: { code: "paid" } },
    }),
  );
  return {
    ...customer,
    orders: orders.reverse(),
    detailed: { number: detailed.number, titles: [first.title, second.title] },
  };
}

const test = base.extend<object, { shopper: Shopper }>({
  shopper: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createShopper(request));
      await request.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

async function logIn(page: Page, customer: { email: string; password: string }, back = "/my/profile") {
  await page.goto(`/auth/login?back=${encodeURIComponent(back)}`);
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Пароль", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(new RegExp(`${back.replace(/[?]/g, "\\?")}$`));
}

const toasts = (page: Page) => page.getByRole("region", { name: "Уведомления" });
const rub = (kopecks: number) =>
  new Intl.NumberFormat("ru-RU", {
    style: "currency",
    currency: "RUB",
    minimumFractionDigits: kopecks % 100 === 0 ? 0 : 2,
  }).format(kopecks / 100);

test("the profile is edited with the rules shown at the fields, and the phone is stored normalised", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, "edit");
  await logIn(page, customer);
  await expect(page).toHaveTitle("Профиль — Чайная лавка");
  await expect(page.getByText("+7 999 000-00-00")).toBeVisible();
  await page.getByRole("link", { name: "Редактировать профиль" }).click();

  await expect(page).toHaveURL(/\/my\/profile\/edit$/);
  await expect(page).toHaveTitle("Редактирование профиля — Чайная лавка");
  await expect(page.getByRole("heading", { level: 1, name: "Редактирование профиля" })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
  await expect(crumbs.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("link", { name: "Профиль" })).toHaveAttribute("href", "/my/profile");

  const name = page.getByLabel("Имя");
  const phone = page.getByLabel("Телефон");
  await expect(name).toHaveValue("Анна");
  await name.fill("R2-D2");
  await phone.fill("12345");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Только буквы, пробелы и дефисы")).toBeVisible();
  await expect(page.getByText("Укажите российский номер: +7 912 345-67-89")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/my\/profile\/edit$/);

  await name.fill("Анна-Мария");
  await page.getByLabel("Фамилия").fill("Петрова");
  await phone.fill("8 (912) 345-67-89");
  await page.getByRole("button", { name: "Сохранить" }).click();

  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText("Анна-Мария")).toBeVisible();
  await expect(page.getByText("Петрова")).toBeVisible();
  await expect(page.getByText("+7 912 345-67-89")).toBeVisible();
  const headers = await bearerOf(request, customer.email, customer.password);
  const stored = await answer<{ phone: string; name: string }>(
    await request.get("/api/user/profile", { headers }),
  );
  expect(stored).toMatchObject({ name: "Анна-Мария", phone: "+79123456789" });

  // An emptied phone is removed.
  await page.getByRole("link", { name: "Редактировать профиль" }).click();
  await page.getByLabel("Телефон").fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText("не указан")).toBeVisible();
});

test("the profile's form shows what it edits from the server's HTML: before the page's script has run, nothing looks lost", async ({
  browser,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, "shown");
  const token = await tokenOf(request, customer.email, customer.password);
  // The page as it paints before its script has run (a slow phone): the server's HTML alone.
  const page = await signedInPage(browser, baseURL, token, { javaScriptEnabled: false });
  await page.goto("/my/profile/edit");
  await expect(page.getByRole("heading", { level: 1, name: "Редактирование профиля" })).toBeVisible();
  await expect(page.getByLabel("Имя")).toHaveValue(customer.name);
  await expect(page.getByLabel("Фамилия")).toHaveValue(customer.lastName);
  await expect(page.getByLabel("Телефон")).toHaveValue("+79990000000");
  await page.context().close();
});

test("a profile edited and saved before the page's script has run is saved as typed", async ({
  browser,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, "early");
  const token = await tokenOf(request, customer.email, customer.password);
  const page = await signedInPage(browser, baseURL, token);
  // A slow phone: the server's form is on screen, the page's script still on its way.
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/my/profile/edit", { waitUntil: "domcontentloaded" });
  const name = page.getByLabel("Имя");
  await expect(name).toHaveValue(customer.name);
  await name.fill("Анна-Мария");
  await page.getByRole("button", { name: "Сохранить" }).click();
  // React keeps the press until the form has hydrated, then sends the name as typed (the field's
  // starting value, in its props, is the old one).
  release();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText("Анна-Мария")).toBeVisible();
  const headers = await bearerOf(request, customer.email, customer.password);
  const stored = await answer<{ name: string }>(await request.get("/api/user/profile", { headers }));
  expect(stored.name).toBe("Анна-Мария");
  await page.context().close();
});

test("the password changes only with the right current one, and the new one then logs in", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const customer = await registerCustomer(request, "password");
  await logIn(page, customer);
  await page.getByRole("link", { name: "Изменить пароль" }).click();
  await expect(page).toHaveURL(/\/my\/profile\/change-password$/);
  await expect(page).toHaveTitle("Изменение пароля — Чайная лавка");

  const current = page.getByLabel("Текущий пароль", { exact: true });
  const fresh = page.getByLabel("Новый пароль", { exact: true });
  const repeat = page.getByLabel("Повторите новый пароль", { exact: true });
  await expect(page.getByText("От 8 до 128 символов, хотя бы одна буква и одна цифра")).toBeVisible();

  await fresh.fill("short1");
  await repeat.fill("other");
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Заполните поле")).toBeVisible();
  await expect(page.getByText("Не короче 8 символов")).toBeVisible();
  await expect(page.getByText("Пароли не совпадают")).toBeVisible();

  const newPassword = "oolong-and-puer-7";
  await current.fill("not-my-password-1");
  await fresh.fill(newPassword);
  await repeat.fill(newPassword);
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Неверный текущий пароль.")).toBeVisible();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(toasts(page).getByText("Ошибка")).toBeVisible();
  // SPEC.md section 8: an API error's toast is red (the theme's red.600 edge), not the brand's
  // teal-blue danger.
  await expect(toasts(page).getByRole("alert").filter({ hasText: "Ошибка" })).toHaveCSS(
    "border-inline-start-color",
    "rgb(220, 38, 38)",
  );

  await current.fill(customer.password);
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByTestId("password-changed")).toBeVisible();
  // The toast closes after 5 s: read it before the slower accessibility check.
  await expect(toasts(page).getByText("Пароль изменён.")).toBeVisible();
  // An API message's toast is blue (blue.600), not the brand's light-teal info.
  await expect(toasts(page).getByRole("status").filter({ hasText: "Пароль изменён." })).toHaveCSS(
    "border-inline-start-color",
    "rgb(37, 99, 235)",
  );
  await expectNoAxeViolations(page);
  await expect(current).toHaveValue("");

  // The change signed out every earlier token; the page stored the new one and stays signed in.
  await page.goto("/my/profile");
  await expect(page.getByText(customer.email)).toBeVisible();

  await page.getByRole("button", { name: "Выйти", exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(customer.email);
  await page.getByLabel("Пароль", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Войти" }).click();
  await expect(page.getByTestId("auth-errors")).toBeVisible();
  await logIn(page, { email: customer.email, password: newPassword });
  await expect(page.getByText(customer.email)).toBeVisible();
});

test("log out on all devices ends every session of the account, this one and the others", async ({
  page,
  browser,
  request,
}) => {
  const customer = await newCustomer(request, "devices");
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await logIn(phonePage, customer);
  await logIn(page, customer);
  await expect(page.getByRole("heading", { level: 2, name: "Устройства" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Выйти на всех устройствах" }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вы вышли из аккаунта" })).toBeVisible();
  // The phone still holds its cookie, but its session is gone: the next page asks to log in.
  await phonePage.goto("/my/profile");
  await expect(phonePage).toHaveURL(/\/auth\/login\?back=%2Fmy%2Fprofile$/);
  // And the token the API handed out before, to anyone who kept it.
  const bearer = { Authorization: `Bearer ${customer.token}` };
  expect((await request.get("/api/user/profile", { headers: bearer })).status()).toBe(401);
  await phone.close();
});

test("opening /logout while signed in logs out: the session ends before the page says so", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request, "bookmark-logout");
  await logIn(page, customer);
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((cookie) => cookie.name === "shop_token")?.value ?? "");
  expect((await request.get("/api/user/profile", { headers: bearer(token) })).status()).toBe(200);
  // A bookmark, or the address typed: a whole page load of /logout with the session open.
  await page.goto("/logout");
  await expect(page.getByRole("heading", { level: 1, name: "Вы вышли из аккаунта" })).toBeVisible();
  await expect(page).toHaveTitle(/^Вы вышли из аккаунта/);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Войти" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Личный кабинет" })).toHaveCount(0);
  // Ended on the server, not only forgotten by the page: the browser's token is refused now.
  expect((await request.get("/api/user/profile", { headers: bearer(token) })).status()).toBe(401);
  await page.goto("/my/profile");
  await expect(page).toHaveURL(/\/auth\/login\?back=%2Fmy%2Fprofile$/);
});

test("the email changes with the code mailed to the new address", async ({ page, request }) => {
  test.setTimeout(60_000);
  const customer = await registerCustomer(request, "email");
  const newEmail = uniqueEmail("email-new");
  await logIn(page, customer);
  await page.getByRole("link", { name: "Изменить email" }).click();
  await expect(page).toHaveURL(/\/my\/profile\/change-email$/);
  await expect(page).toHaveTitle("Изменение email — Чайная лавка");

  await page.getByLabel("Новый email").fill("not-an-email");
  await page.getByRole("button", { name: "Отправить код" }).click();
  await expect(page.getByText("Укажите email в виде name@example.com")).toBeVisible();

  await page.getByLabel("Новый email").fill(newEmail);
  await page.getByLabel("Текущий пароль", { exact: true }).fill("wrong-password-1");
  await page.getByRole("button", { name: "Отправить код" }).click();
  await expect(page.getByText("Неверный пароль.")).toBeVisible();

  await page.getByLabel("Текущий пароль", { exact: true }).fill(customer.password);
  await page.getByRole("button", { name: "Отправить код" }).click();
  await expect(page.getByText(`Мы отправили 6-значный код на ${newEmail}.`, { exact: false })).toBeVisible();
  await expect(toasts(page).getByText(`Мы отправили код на ${newEmail}`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const code = page.getByLabel("Код из письма");
  await code.fill("12");
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByText("Код состоит из 6 цифр")).toBeVisible();
  await code.fill(await mailedCode(request, newEmail));
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByRole("status").getByText(`Ваш email теперь ${newEmail}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Вернуться в профиль" }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Выйти", exact: true }).click();
  await expect(page).toHaveURL(/\/logout$/);
  await logIn(page, { email: newEmail, password: customer.password });
});

test("a customer without orders is invited to the catalog", async ({ page, request }) => {
  const customer = await registerCustomer(request, "empty");
  await logIn(page, customer, "/my/purchases");
  await expect(page.getByRole("heading", { level: 1, name: "Покупки" })).toBeVisible();
  await expect(page.getByText("У вас пока нет заказов.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Перейти в каталог" }).click();
  await expect(page).toHaveURL(/\/catalog\/?$/);
});

test.describe("purchases", () => {
  test("the list shows the orders with status and total, 20 a page, the page in the URL", async ({
    page,
    shopper,
  }) => {
    await logIn(page, shopper);
    await page.getByRole("complementary").getByRole("link", { name: "Покупки" }).click();
    await expect(page).toHaveURL(/\/my\/purchases$/);
    await expect(page).toHaveTitle("Покупки — Чайная лавка");
    await expect(page.getByRole("heading", { level: 1, name: "Покупки" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
    await expect(crumbs.getByRole("link", { name: "Главная" })).toBeVisible();

    const rows = page.getByTestId("purchase-row");
    await expect(rows).toHaveCount(20);
    const [newest, paid] = shopper.orders;
    if (!newest || !paid) throw new Error("the shopper has no orders");
    const first = rows.first();
    await expect(first.getByRole("link", { name: `№ ${newest.number}` })).toBeVisible();
    await expect(first).toContainText("Новый");
    await expect(first).toContainText("2 товара");
    await expect(first).toContainText(rub(newest.totalAmount));
    await expect(first).toContainText(
      new Intl.DateTimeFormat("ru-RU", { dateStyle: "long" }).format(new Date()),
    );
    await expect(rows.nth(1)).toContainText("Оплачен");
    await expect(rows.nth(1)).toContainText("1 товар");

    const pagination = page.getByRole("navigation", { name: "Страницы" });
    await pagination.getByRole("link", { name: "Страница 2" }).click();
    await expect(page).toHaveURL(/\/my\/purchases\?page=2$/);
    await expect(rows).toHaveCount(1);
    const oldest = shopper.orders.at(-1) as PlacedOrder;
    await expect(rows.first().getByRole("link", { name: `№ ${oldest.number}` })).toBeVisible();

    // The page survives a reload, and back returns to page 1.
    await page.reload();
    await expect(rows).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/my\/purchases$/);
    await expect(rows).toHaveCount(20);
  });

  test("an order shows its lines, recipient, delivery, payment, comment and totals", async ({
    page,
    shopper,
  }) => {
    const { number, titles } = shopper.detailed;
    await logIn(page, shopper, "/my/purchases");
    await page.getByRole("link", { name: `№ ${number}` }).click();

    await expect(page).toHaveURL(new RegExp(`/my/purchases/${number}$`));
    await expect(page).toHaveTitle(`Заказ № ${number} — Чайная лавка`);
    await expect(page.getByRole("heading", { level: 1, name: `Заказ № ${number}` })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
    await expect(crumbs.getByRole("link", { name: "Покупки" })).toHaveAttribute("href", "/my/purchases");

    const lines = page.getByTestId("order-line");
    await expect(lines).toHaveCount(2);
    for (const [index, title] of titles.entries()) {
      await expect(lines.nth(index).getByRole("link", { name: title })).toHaveAttribute(
        "href",
        /^\/product\//,
      );
    }
    await expect(page.getByText("Новый")).toBeVisible();
    await expect(page.getByText("Анна Иванова")).toBeVisible();
    await expect(page.getByText("+79123456789")).toBeVisible();
    await expect(page.getByText("Курьером")).toBeVisible();
    await expect(page.getByText("101000, Москва, Мясницкая, д. 1, кв. 5")).toBeVisible();
    await expect(page.getByText("Картой при получении")).toBeVisible();
    await expect(page.getByText("Позвонить за час до доставки")).toBeVisible();
    const totals = page.getByTestId("order-totals");
    await expect(totals).toContainText("2 товара");
    const detailed = shopper.orders[0] as PlacedOrder;
    await expect(totals).toContainText(rub(detailed.totalAmount));

    await page.getByRole("link", { name: "Покупки" }).first().click();
    await expect(page).toHaveURL(/\/my\/purchases$/);
  });

  test("repeating an order puts its lines into the cart and opens the cart", async ({ page, shopper }) => {
    const { number, titles } = shopper.detailed;
    await logIn(page, shopper, `/my/purchases/${number}`);
    await page.getByRole("button", { name: "Повторить заказ" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const title of titles) await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
    await expect(page.getByTestId("cart-badge")).toContainText("2");
    // The lines are the server's too: they survive a reload that resumes the session's cart.
    await page.reload();
    for (const title of titles) await expect(page.getByRole("main").getByText(title).first()).toBeVisible();
  });

  test("an order's time is the shopper's own, in the server's HTML and after hydration alike", async ({
    browser,
    baseURL,
    request,
    shopper,
  }) => {
    // A shopper in Vladivostok (UTC+10), the server in UTC. The first page is rendered before the
    // server knows the zone, the next with it: neither may disagree with the browser's render (the
    // fixture fails the test on React's hydration complaints), and both end in the shopper's time.
    const token = await tokenOf(request, shopper.email, shopper.password);
    const page = await signedInPage(browser, baseURL, token, { timezoneId: "Asia/Vladivostok" });
    const path = `/my/purchases/${shopper.detailed.number}`;
    await page.goto(path);
    const placed = page.locator("time").first();
    const createdAt = await placed.getAttribute("datetime");
    const inVladivostok = new Intl.DateTimeFormat("ru-RU", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Asia/Vladivostok",
    }).format(new Date(createdAt ?? ""));
    await expect(placed).toHaveText(inVladivostok);

    // The browser told the server its zone: the next page comes rendered in it.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain(inVladivostok);
    await page.reload();
    await expect(placed).toHaveText(inVladivostok);
    await page.context().close();
  });

  test("an unknown order number is the 404 screen", async ({ page, shopper }) => {
    await logIn(page, shopper, "/my/purchases/2026-999999");
    await expect(page.getByRole("heading", { level: 1, name: "Страница не найдена" })).toBeVisible();
    await expect(page.getByTestId("error-code")).toContainText("404");
    await expect(toasts(page).getByText("Ошибка")).toHaveCount(0);
  });

  test("the account pages have no accessibility violations in either colour mode", async ({
    page,
    shopper,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, shopper);
    const pages = [
      "/my/profile",
      "/my/profile/edit",
      "/my/profile/change-email",
      "/my/profile/change-password",
      "/my/purchases",
      "/my/purchases?page=2",
      `/my/purchases/${shopper.detailed.number}`,
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expectNoAxeViolationsInEitherMode(page);
    }
    // Inline errors too.
    await page.goto("/my/profile/edit");
    await page.getByLabel("Телефон").fill("12345");
    await page.getByLabel("Имя").fill("");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByText("Заполните поле")).toBeVisible();
    await expectNoAxeViolationsInEitherMode(page);
  });
});
