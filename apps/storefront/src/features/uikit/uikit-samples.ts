import type { Locale } from "@shop/i18n";

// The words on /uikit are sample content for a page that designers and developers read, not the
// shop's interface: like the bodies of the info pages (features/info/localized-content.tsx) they
// live in a per-locale module that is code-split with the route, instead of in the Lingui catalogs
// that every shopper downloads with the first page. What the components say themselves (close
// buttons, paginator labels, the error screen) stays in the catalogs, under `ui.*`.

/** Every text of the UI kit page, for one locale. */
export interface UikitSamples {
  intro: string;
  sections: Record<
    | "buttons"
    | "fields"
    | "tabs"
    | "dialog"
    | "badges"
    | "prices"
    | "paginator"
    | "breadcrumbs"
    | "productCard"
    | "image"
    | "quantity"
    | "toasts"
    | "errorScreen"
    | "theme",
    string
  >;
  buttons: Record<
    "solid" | "outline" | "ghost" | "danger" | "small" | "loading" | "disabled" | "link",
    string
  >;
  fields: {
    name: string;
    nameHelp: string;
    email: string;
    emailValue: string;
    emailError: string;
    password: string;
    remember: string;
    category: string;
    categoryPlaceholder: string;
    categories: readonly string[];
    country: string;
    countries: readonly string[];
    sort: string;
    sorts: readonly string[];
  };
  tabs: readonly { title: string; text: string }[];
  dialog: { open: string; title: string; text: string; confirm: string };
  badges: { palette: Record<"primary" | "success" | "warning" | "danger" | "info" | "accent", string> };
  statuses: readonly { title: string; cssColor: string }[];
  prices: { plain: string; discounted: string; kopecks: string };
  breadcrumbs: readonly string[];
  productCard: { badge: string; number: string; loading: string };
  quantity: { pieces: string; piecesUnit: string; weight: string; weightUnit: string };
  toasts: {
    info: { button: string; title: string; text: string };
    success: { button: string; title: string; text: string };
    warning: { button: string; title: string; text: string };
    danger: { button: string; title: string; text: string };
    action: { button: string; title: string; text: string; action: string; done: string };
    sticky: { button: string; title: string; text: string };
  };
  errorScreen: { message: string };
}

const ru: UikitSamples = {
  intro:
    "Живая витрина дизайн-системы магазина: компоненты @shop/ui во всех состояниях, в текущей теме оформления. Переключите тему внизу страницы, чтобы увидеть их в другой.",
  sections: {
    buttons: "Кнопки",
    fields: "Поля ввода",
    tabs: "Вкладки",
    dialog: "Диалог",
    badges: "Бейджи",
    prices: "Цены",
    paginator: "Пагинатор",
    breadcrumbs: "Хлебные крошки",
    productCard: "Карточка товара",
    image: "Изображение",
    quantity: "Выбор количества",
    toasts: "Всплывающие уведомления",
    errorScreen: "Экран ошибки",
    theme: "Тема оформления",
  },
  buttons: {
    solid: "Основная",
    outline: "Контурная",
    ghost: "Прозрачная",
    danger: "Удалить",
    small: "Маленькая",
    loading: "Отправляем",
    disabled: "Недоступна",
    link: "Ссылка в виде кнопки",
  },
  fields: {
    name: "Имя",
    nameHelp: "Как к вам обращаться",
    email: "Электронная почта",
    emailValue: "tea@",
    emailError: "Введите адрес электронной почты целиком, например tea@example.com.",
    password: "Пароль",
    remember: "Запомнить меня",
    category: "Раздел",
    categoryPlaceholder: "Выберите раздел",
    categories: ["Чай", "Кофе", "Посуда"],
    country: "Страна происхождения",
    countries: ["Китай", "Япония", "Индия", "Шри-Ланка", "Тайвань", "Кения", "Вьетнам", "Грузия"],
    sort: "Порядок (список браузера)",
    sorts: ["Сначала новые", "Сначала дешёвые", "Сначала дорогие"],
  },
  tabs: [
    { title: "Описание", text: "Улун средней ферментации с нотами мёда и печёных фруктов." },
    { title: "Заваривание", text: "5 граммов на 150 мл воды 90 °C, первая заварка — 20 секунд." },
    { title: "Хранение", text: "В сухом тёмном месте, в плотно закрытой банке, вдали от пряностей." },
  ],
  dialog: {
    open: "Открыть диалог",
    title: "Удалить адрес доставки?",
    text: "Фокус остаётся внутри окна, Escape закрывает его, а фокус возвращается на кнопку.",
    confirm: "Удалить",
  },
  badges: {
    palette: {
      primary: "Новинка",
      success: "В наличии",
      warning: "Мало на складе",
      danger: "Нет в наличии",
      info: "Предзаказ",
      accent: "Хит",
    },
  },
  statuses: [
    { title: "Новый", cssColor: "#1c7ed6" },
    { title: "Оплачен", cssColor: "#2f9e44" },
    { title: "Отменён", cssColor: "#e03131" },
  ],
  prices: { plain: "Цена", discounted: "Со скидкой", kopecks: "С копейками" },
  breadcrumbs: ["Главная", "Каталог", "Чай"],
  productCard: { badge: "Новинка", number: "Арт.", loading: "Загружаем товар из каталога…" },
  quantity: { pieces: "Количество, штук", piecesUnit: "шт", weight: "Вес, килограммов", weightUnit: "кг" },
  toasts: {
    info: { button: "Информация", title: "Заказ передан курьеру", text: "Он позвонит за час до приезда." },
    success: { button: "Успех", title: "Профиль сохранён", text: "Изменения уже видны в личном кабинете." },
    warning: { button: "Предупреждение", title: "Цена изменилась", text: "Проверьте корзину перед оплатой." },
    danger: {
      button: "Ошибка",
      title: "Ошибка",
      text: "Не удалось связаться с магазином. Попробуйте ещё раз.",
    },
    action: {
      button: "С действием",
      title: "Товар удалён из корзины",
      text: "Пуэр Шу, 0,3 кг",
      action: "Вернуть",
      done: "Товар снова в корзине",
    },
    sticky: {
      button: "Без таймера",
      title: "Это уведомление не закроется само",
      text: "Закройте его крестиком.",
    },
  },
  errorScreen: { message: "Сервер ненадолго прилёг отдохнуть. Попробуйте обновить страницу через минуту." },
};

/** The samples per locale; Russian, the interface language, stands in for the others. */
export const uikitSamples: { ru: UikitSamples } & Partial<Record<Locale, UikitSamples>> = { ru };
