import type { Database } from "../db/client";
import {
  countries,
  currencies,
  languages,
  locales,
  menuItems,
  menus,
  orderStatuses,
  orderStatusSalesChannels,
  orderStatusTranslations,
  salesChannels,
  timezones,
  tradingContracts,
} from "../db/schema/index";
import { flattenCategories } from "./catalog";

export const ORDER_STATUSES = [
  { code: "new", title: "Новый", cssColor: "#1c7ed6", isDefault: true },
  { code: "confirmed", title: "Подтверждён", cssColor: "#7048e8", isDefault: false },
  { code: "paid", title: "Оплачен", cssColor: "#2f9e44", isDefault: false },
  { code: "shipped", title: "Передан в доставку", cssColor: "#f08c00", isDefault: false },
  { code: "completed", title: "Выполнен", cssColor: "#2b8a3e", isDefault: false },
  { code: "cancelled", title: "Отменён", cssColor: "#c92a2a", isDefault: false },
];

/** The statuses' titles in English (`en-US`), the shop's other language, by code. */
export const ORDER_STATUS_TITLES_EN: Record<string, string> = {
  new: "New",
  confirmed: "Confirmed",
  paid: "Paid",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const TRADING_CONTRACTS = [
  { title: "Розничный покупатель", discountPercent: "0.00" },
  { title: "Постоянный покупатель", discountPercent: "5.00" },
  { title: "Оптовый партнёр", discountPercent: "12.50" },
];

const INTL = {
  countries: [
    ["RU", "Россия"],
    ["BY", "Беларусь"],
    ["KZ", "Казахстан"],
    ["AM", "Армения"],
    ["KG", "Киргизия"],
    ["UZ", "Узбекистан"],
    ["CN", "Китай"],
    ["JP", "Япония"],
    ["IN", "Индия"],
    ["LK", "Шри-Ланка"],
    ["TW", "Тайвань"],
    ["KE", "Кения"],
    ["BR", "Бразилия"],
    ["CO", "Колумбия"],
    ["ET", "Эфиопия"],
    ["TR", "Турция"],
  ],
  currencies: [
    ["RUB", "Российский рубль"],
    ["BYN", "Белорусский рубль"],
    ["KZT", "Казахстанский тенге"],
    ["CNY", "Китайский юань"],
    ["USD", "Доллар США"],
    ["EUR", "Евро"],
  ],
  languages: [
    ["ru", "Русский"],
    ["en", "Английский"],
  ],
  locales: [
    ["ru-RU", "Русский (Россия)"],
    ["en-US", "Английский (США)"],
  ],
  timezones: [
    ["Europe/Kaliningrad", "Калининград (UTC+2)"],
    ["Europe/Moscow", "Москва (UTC+3)"],
    ["Europe/Samara", "Самара (UTC+4)"],
    ["Asia/Yekaterinburg", "Екатеринбург (UTC+5)"],
    ["Asia/Omsk", "Омск (UTC+6)"],
    ["Asia/Novosibirsk", "Новосибирск (UTC+7)"],
    ["Asia/Irkutsk", "Иркутск (UTC+8)"],
    ["Asia/Yakutsk", "Якутск (UTC+9)"],
    ["Asia/Vladivostok", "Владивосток (UTC+10)"],
    ["Asia/Magadan", "Магадан (UTC+11)"],
    ["Asia/Kamchatka", "Петропавловск-Камчатский (UTC+12)"],
  ],
} as const;

const FOOTER_MENUS = [
  {
    code: "footer-info",
    title: "Информация",
    items: [
      ["О магазине", "/about"],
      ["Контакты", "/about/contacts"],
      ["Доставка", "/about/delivery"],
      ["Оплата", "/about/payment"],
    ],
  },
  {
    code: "footer-legal",
    title: "Документы",
    items: [
      ["Политика конфиденциальности", "/legal/privacy-policy"],
      ["Пользовательское соглашение", "/legal/user-agreement"],
      ["Использование cookie", "/legal/cookies"],
    ],
  },
] as const;

/**
 * Order statuses, the sales channel, trading contracts, intl lists and menus.
 * @example
 *   await seedReference(db);
 */
export async function seedReference(db: Database) {
  const statusRows = await db
    .insert(orderStatuses)
    .values(ORDER_STATUSES.map((status, position) => ({ ...status, position: position + 1 })))
    .returning();
  await db.insert(orderStatusTranslations).values(
    statusRows.flatMap((status) => {
      const title = ORDER_STATUS_TITLES_EN[status.code];
      return title ? [{ itemId: status.id, locale: "en-US", field: "title", value: title }] : [];
    }),
  );
  const [channel] = await db
    .insert(salesChannels)
    .values({
      title: "Интернет-магазин «Чайная лавка»",
      senderName: "Чайная лавка",
      senderEmail: "shop@chaynaya-lavka.example",
      managerEmail: "manager@chaynaya-lavka.example",
      publicDomain: "localhost",
      ordersAccessRole: "ROLE_STAFF",
    })
    .returning();
  if (channel) {
    await db
      .insert(orderStatusSalesChannels)
      .values(statusRows.map((status) => ({ orderStatusId: status.id, salesChannelId: channel.id })));
  }
  await db.insert(tradingContracts).values(TRADING_CONTRACTS);

  const tables = { countries, currencies, languages, locales, timezones };
  for (const [name, rows] of Object.entries(INTL) as [
    keyof typeof INTL,
    readonly (readonly [string, string])[],
  ][]) {
    await db.insert(tables[name]).values(rows.map(([code, title]) => ({ code, title })));
  }

  // The catalog menu mirrors the top two levels of the category tree.
  const [catalogMenu] = await db.insert(menus).values({ code: "catalog", title: "Каталог" }).returning();
  if (catalogMenu) {
    const tree = flattenCategories().filter((category) => category.depth <= 1);
    const itemIdOfCategory = new Map<number, number>();
    for (const category of tree) {
      const parentId = category.parentId ? itemIdOfCategory.get(category.parentId) : undefined;
      const [item] = await db
        .insert(menuItems)
        .values({
          menuId: catalogMenu.id,
          parentId: parentId ?? null,
          title: category.title,
          url: `/catalog/${category.path}`,
          position: category.position,
        })
        .returning();
      if (item) itemIdOfCategory.set(category.id, item.id);
    }
  }
  for (const menu of FOOTER_MENUS) {
    const [row] = await db.insert(menus).values({ code: menu.code, title: menu.title }).returning();
    if (!row) continue;
    await db
      .insert(menuItems)
      .values(menu.items.map(([title, url], position) => ({ menuId: row.id, title, url, position })));
  }
}
