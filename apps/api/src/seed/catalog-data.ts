// What "Чайная лавка" sells: the category tree, the facet attributes and the word lists the
// generator combines into product titles. Codes are latin (URLs, filters); titles are Russian.

import type { MeasureCode } from "../db/schema/catalog";

export type { MeasureCode };

export const MEASURES = [
  { code: "pcs", title: "шт", step: "1.000" },
  { code: "kg", title: "кг", step: "0.100" },
  { code: "pack", title: "упак", step: "1.000" },
] as const;

export const PRICE_TYPES = [
  { code: "retail", title: "Розничная", isDefault: true },
  { code: "wholesale", title: "Оптовая", isDefault: false },
] as const;

/** Wholesale prices are this share of retail, in percent. */
export const WHOLESALE_PERCENT = 85;

export const ATTRIBUTES = [
  {
    code: "country",
    title: "Страна происхождения",
    values: [
      ["china", "Китай"],
      ["japan", "Япония"],
      ["india", "Индия"],
      ["sri-lanka", "Шри-Ланка"],
      ["taiwan", "Тайвань"],
      ["kenya", "Кения"],
      ["brazil", "Бразилия"],
      ["colombia", "Колумбия"],
      ["ethiopia", "Эфиопия"],
      ["russia", "Россия"],
      ["turkey", "Турция"],
      ["belgium", "Бельгия"],
    ],
  },
  {
    code: "tea-type",
    title: "Вид чая",
    values: [
      ["green", "Зелёный"],
      ["black", "Чёрный"],
      ["oolong", "Улун"],
      ["puer", "Пуэр"],
      ["white", "Белый"],
      ["herbal", "Травяной"],
    ],
  },
  {
    code: "fermentation",
    title: "Степень ферментации",
    values: [
      ["none", "Без ферментации"],
      ["light", "Слабая"],
      ["medium", "Средняя"],
      ["strong", "Сильная"],
      ["post", "Постферментированный"],
    ],
  },
  {
    code: "pack-weight",
    title: "Вес упаковки",
    values: [
      ["50g", "50 г"],
      ["100g", "100 г"],
      ["250g", "250 г"],
      ["500g", "500 г"],
      ["1000g", "1 кг"],
    ],
  },
  {
    code: "roast",
    title: "Степень обжарки",
    values: [
      ["light", "Светлая"],
      ["medium", "Средняя"],
      ["dark", "Тёмная"],
    ],
  },
  {
    code: "material",
    title: "Материал",
    values: [
      ["clay", "Глина"],
      ["glass", "Стекло"],
      ["porcelain", "Фарфор"],
      ["cast-iron", "Чугун"],
    ],
  },
] as const;

export type AttributeCode = (typeof ATTRIBUTES)[number]["code"];

/** How the products of one leaf category are made up. */
export interface LeafSpec {
  kind: "tea" | "coffee" | "sweets" | "teaware";
  names: readonly string[];
  grades: readonly string[];
  countries: readonly string[];
  /** Retail price range of the default measure, whole roubles. */
  price: readonly [number, number];
  defaultMeasure: MeasureCode;
  /** Fixed attribute values of every product of the leaf. */
  fixed?: Partial<Record<AttributeCode, string>>;
  /** Attribute values picked per product. */
  varied?: Partial<Record<AttributeCode, readonly string[]>>;
  hue: number;
}

export interface CategoryNode {
  slug: string;
  title: string;
  description?: string;
  children?: readonly CategoryNode[];
  leaf?: LeafSpec;
}

const TEA_GRADES = ["высший сорт", "первый сорт", "весенний сбор", "осенний сбор", "премиум", "классический"];
const PACKS = ["50g", "100g", "250g"] as const;

const tea = (
  teaType: string,
  fermentation: readonly string[],
  names: readonly string[],
  countries: readonly string[],
  price: readonly [number, number],
  hue: number,
): LeafSpec => ({
  kind: "tea",
  names,
  grades: TEA_GRADES,
  countries,
  price,
  defaultMeasure: "kg",
  fixed: { "tea-type": teaType },
  varied: { fermentation, "pack-weight": PACKS },
  hue,
});

export const CATEGORY_TREE: readonly CategoryNode[] = [
  {
    slug: "tea",
    title: "Чай",
    description: "Листовой чай из Китая, Японии, Индии и других стран: на развес и в упаковках.",
    children: [
      {
        slug: "green",
        title: "Зелёный чай",
        children: [
          {
            slug: "chinese",
            title: "Китайский зелёный чай",
            leaf: tea(
              "green",
              ["none"],
              [
                "Лунцзин",
                "Билочунь",
                "Хуаншань Маофэн",
                "Тайпин Хоукуй",
                "Люань Гуапянь",
                "Чжу Е Цин",
                "Ганьлу",
                "Мэндин",
              ],
              ["china"],
              [1800, 9000],
              110,
            ),
          },
          {
            slug: "japanese",
            title: "Японский зелёный чай",
            leaf: tea(
              "green",
              ["none"],
              ["Сенча", "Гёкуро", "Генмайча", "Ходзича", "Бантя", "Кабусэтя", "Матча"],
              ["japan"],
              [2500, 14000],
              95,
            ),
          },
        ],
      },
      {
        slug: "black",
        title: "Чёрный чай",
        children: [
          {
            slug: "indian",
            title: "Индийский чай",
            leaf: tea(
              "black",
              ["strong"],
              ["Ассам", "Дарджилинг", "Нилгири", "Ассам Хармутти", "Дарджилинг Маргаретс Хоуп"],
              ["india"],
              [1200, 7000],
              20,
            ),
          },
          {
            slug: "ceylon",
            title: "Цейлонский чай",
            leaf: tea(
              "black",
              ["strong"],
              ["Цейлон Нувара Элия", "Цейлон Димбула", "Цейлон Рухуна", "Цейлон Ува", "Цейлон Кенилворт"],
              ["sri-lanka"],
              [1000, 5000],
              28,
            ),
          },
          {
            slug: "african",
            title: "Африканский чай",
            leaf: tea(
              "black",
              ["strong"],
              ["Кения Милима", "Кения Кангайта", "Руанда Рукери"],
              ["kenya"],
              [900, 4000],
              15,
            ),
          },
        ],
      },
      {
        slug: "oolong",
        title: "Улун",
        children: [
          {
            slug: "taiwanese",
            title: "Тайваньский улун",
            leaf: tea(
              "oolong",
              ["light", "medium"],
              ["Алишань", "Дун Дин", "Молочный улун", "Ли Шань", "Дун Фан Мэй Жэнь"],
              ["taiwan"],
              [3000, 16000],
              75,
            ),
          },
          {
            slug: "wuyi",
            title: "Уишаньский улун",
            leaf: tea(
              "oolong",
              ["medium", "strong"],
              ["Да Хун Пао", "Шуй Цзинь Гуй", "Те Ло Хань", "Жоу Гуй", "Те Гуань Инь"],
              ["china"],
              [2500, 18000],
              35,
            ),
          },
        ],
      },
      {
        slug: "puer",
        title: "Пуэр",
        children: [
          {
            slug: "shu",
            title: "Шу пуэр",
            leaf: tea(
              "puer",
              ["post"],
              ["Гунтин", "Мэнхай", "Лао Бань Чжан шу", "Гу Шу шу", "Чайные головы"],
              ["china"],
              [1500, 12000],
              10,
            ),
          },
          {
            slug: "sheng",
            title: "Шэн пуэр",
            leaf: tea(
              "puer",
              ["post"],
              ["Иу", "Бу Лан Шань", "Лао Бань Чжан", "Цзин Май", "Бин Дао"],
              ["china"],
              [2500, 25000],
              55,
            ),
          },
        ],
      },
      {
        slug: "white",
        title: "Белый чай",
        children: [
          {
            slug: "fujian",
            title: "Фуцзяньский белый чай",
            leaf: tea(
              "white",
              ["light"],
              ["Бай Хао Инь Чжэнь", "Бай Му Дань", "Шоу Мэй", "Гун Мэй"],
              ["china"],
              [2500, 15000],
              50,
            ),
          },
        ],
      },
      {
        slug: "herbal",
        title: "Травяной чай",
        children: [
          {
            slug: "russian-herbs",
            title: "Травы России",
            leaf: tea(
              "herbal",
              ["none"],
              ["Иван-чай", "Чабрец", "Мята перечная", "Липовый цвет", "Сбор алтайский", "Шиповник"],
              ["russia"],
              [600, 2500],
              130,
            ),
          },
        ],
      },
    ],
  },
  {
    slug: "coffee",
    title: "Кофе",
    description: "Свежеобжаренный кофе в зёрнах и молотый, дрип-пакеты.",
    children: [
      {
        slug: "beans",
        title: "Кофе в зёрнах",
        children: [
          {
            slug: "arabica",
            title: "Арабика",
            leaf: {
              kind: "coffee",
              names: [
                "Бразилия Сантос",
                "Колумбия Супремо",
                "Эфиопия Иргачеффе",
                "Эфиопия Сидамо",
                "Кения АА",
                "Бразилия Моджиана",
              ],
              grades: ["эспрессо-обжарка", "фильтр-обжарка", "моносорт"],
              countries: ["brazil", "colombia", "ethiopia", "kenya"],
              price: [600, 2400],
              defaultMeasure: "pack",
              fixed: { "pack-weight": "250g" },
              varied: { roast: ["light", "medium", "dark"] },
              hue: 25,
            },
          },
          {
            slug: "blends",
            title: "Кофейные смеси",
            leaf: {
              kind: "coffee",
              // Imported blends keep their Latin names, as on the pack: search finds them typed in
              // either alphabet or layout.
              names: [
                "Morning Coffee",
                "Espresso Classic",
                "Coffee Crema",
                "Barista Blend",
                "Dessert Coffee",
              ],
              grades: ["для эспрессо", "для турки", "для капельной кофеварки"],
              countries: ["brazil", "colombia", "ethiopia"],
              price: [500, 1800],
              defaultMeasure: "pack",
              varied: { roast: ["medium", "dark"], "pack-weight": ["250g", "1000g"] },
              hue: 30,
            },
          },
        ],
      },
      {
        slug: "ground",
        title: "Молотый кофе",
        children: [
          {
            slug: "turkish",
            title: "Для турки",
            leaf: {
              kind: "coffee",
              names: ["Кофе по-турецки", "Кофе с кардамоном", "Кофе Восточный"],
              grades: ["мелкий помол", "очень мелкий помол"],
              countries: ["turkey", "brazil"],
              price: [350, 1200],
              defaultMeasure: "pack",
              varied: { roast: ["medium", "dark"], "pack-weight": ["100g", "250g"] },
              hue: 18,
            },
          },
          {
            slug: "drip",
            title: "Дрип-пакеты",
            leaf: {
              kind: "coffee",
              names: ["Дрип Колумбия", "Дрип Эфиопия", "Дрип Бразилия", "Дрип Ассорти"],
              grades: ["10 шт.", "5 шт.", "20 шт."],
              countries: ["colombia", "ethiopia", "brazil"],
              price: [350, 1500],
              defaultMeasure: "pack",
              varied: { roast: ["light", "medium"] },
              hue: 40,
            },
          },
        ],
      },
    ],
  },
  {
    slug: "sweets",
    title: "Сладости",
    description: "Шоколад, мёд, варенье и восточные сладости к чаю.",
    children: [
      {
        slug: "chocolate",
        title: "Шоколад",
        children: [
          {
            slug: "dark",
            title: "Горький шоколад",
            leaf: {
              kind: "sweets",
              names: [
                "Шоколад горький 72%",
                "Шоколад горький 85%",
                "Шоколад с апельсином",
                "Шоколад с морской солью",
              ],
              grades: ["плитка 100 г", "плитка 80 г"],
              countries: ["belgium", "russia"],
              price: [180, 650],
              defaultMeasure: "pcs",
              hue: 15,
            },
          },
          {
            slug: "milk",
            title: "Молочный шоколад",
            leaf: {
              kind: "sweets",
              names: ["Шоколад молочный", "Шоколад с фундуком", "Шоколад с карамелью"],
              grades: ["плитка 100 г", "плитка 90 г"],
              countries: ["belgium", "russia"],
              price: [150, 550],
              defaultMeasure: "pcs",
              hue: 28,
            },
          },
        ],
      },
      {
        slug: "honey-jam",
        title: "Мёд и варенье",
        children: [
          {
            slug: "honey",
            title: "Мёд",
            leaf: {
              kind: "sweets",
              names: [
                "Мёд липовый",
                "Мёд гречишный",
                "Мёд цветочный",
                "Мёд каштановый",
                "Крем-мёд с малиной",
              ],
              grades: ["банка 250 г", "банка 500 г"],
              countries: ["russia"],
              price: [350, 1400],
              defaultMeasure: "pcs",
              hue: 45,
            },
          },
          {
            slug: "jam",
            title: "Варенье",
            leaf: {
              kind: "sweets",
              names: ["Варенье из шишек", "Варенье из морошки", "Варенье вишнёвое", "Варенье из крыжовника"],
              grades: ["банка 300 г", "банка 450 г"],
              countries: ["russia"],
              price: [300, 1100],
              defaultMeasure: "pcs",
              hue: 350,
            },
          },
        ],
      },
      {
        slug: "oriental",
        title: "Восточные сладости",
        children: [
          {
            slug: "turkish-delight",
            title: "Рахат-лукум и пахлава",
            leaf: {
              kind: "sweets",
              names: [
                "Рахат-лукум розовый",
                "Рахат-лукум с фисташкой",
                "Пахлава ореховая",
                "Халва кунжутная",
              ],
              grades: ["250 г", "500 г"],
              countries: ["turkey"],
              price: [250, 1200],
              defaultMeasure: "pack",
              hue: 330,
            },
          },
        ],
      },
    ],
  },
  {
    slug: "teaware",
    title: "Посуда",
    description: "Чайники, пиалы и всё для чайной церемонии.",
    children: [
      {
        slug: "teapots",
        title: "Чайники",
        children: [
          {
            slug: "clay",
            title: "Глиняные чайники",
            leaf: {
              kind: "teaware",
              names: ["Исинский чайник", "Чайник Си Ши", "Чайник Шуй Пин", "Чайник из цзяньшуйской глины"],
              grades: ["150 мл", "200 мл", "250 мл"],
              countries: ["china"],
              price: [1800, 12000],
              defaultMeasure: "pcs",
              fixed: { material: "clay" },
              hue: 12,
            },
          },
          {
            slug: "glass",
            title: "Стеклянные чайники",
            leaf: {
              kind: "teaware",
              names: ["Чайник с колбой", "Чайник Гунфу", "Чайник для заваривания"],
              grades: ["500 мл", "800 мл", "1 л"],
              countries: ["china", "japan"],
              price: [900, 3500],
              defaultMeasure: "pcs",
              fixed: { material: "glass" },
              hue: 190,
            },
          },
          {
            slug: "cast-iron",
            title: "Чугунные чайники",
            leaf: {
              kind: "teaware",
              names: ["Тэцубин", "Чайник Сакура", "Чайник Бамбук"],
              grades: ["0,6 л", "0,9 л", "1,2 л"],
              countries: ["japan", "china"],
              price: [3500, 15000],
              defaultMeasure: "pcs",
              fixed: { material: "cast-iron" },
              hue: 220,
            },
          },
        ],
      },
      {
        slug: "cups",
        title: "Пиалы и чашки",
        children: [
          {
            slug: "porcelain",
            title: "Фарфоровые пиалы",
            leaf: {
              kind: "teaware",
              names: ["Пиала Цзиндэчжэнь", "Пиала Селадон", "Чашка Гайвань", "Пиала Голубые облака"],
              grades: ["50 мл", "80 мл", "120 мл"],
              countries: ["china", "japan"],
              price: [350, 2500],
              defaultMeasure: "pcs",
              fixed: { material: "porcelain" },
              hue: 205,
            },
          },
          {
            slug: "clay-cups",
            title: "Глиняные пиалы",
            leaf: {
              kind: "teaware",
              names: ["Пиала Тэммоку", "Пиала Раку", "Пиала Шино"],
              grades: ["60 мл", "100 мл"],
              countries: ["japan", "china"],
              price: [450, 3000],
              defaultMeasure: "pcs",
              fixed: { material: "clay" },
              hue: 5,
            },
          },
        ],
      },
    ],
  },
];

export const TASTE_NOTES = [
  "мягкий сладковатый вкус",
  "цветочный аромат",
  "ореховые нотки",
  "долгое фруктовое послевкусие",
  "лёгкая терпкость",
  "медовые оттенки",
  "насыщенный настой",
  "бархатистое тело",
  "пряные ноты",
  "свежий травянистый аромат",
];
