// What shoppers type, and what they expect among the first five results, against the seeded
// catalog (seed/catalog-data.ts, 300 products). `title` is a part of an expected product's title
// (compared lower-cased, ё as е); `number` is the product that must come first; `category` is a
// category path an expected product is in (or below): a word of a category's title names its
// products whatever their own titles say (Пуэр: "Гунтин", "Мэнхай").
// search-relevance.test.ts runs them on both drivers and prints the share found.

export interface RelevanceCase {
  query: string;
  /** What kind of typing the case stands for. */
  kind: "word" | "word form" | "typo" | "prefix" | "transliteration" | "layout" | "ё" | "number" | "category";
  expect: { title: string } | { number: string } | { category: string };
}

const title = (text: string) => ({ title: text });
const category = (path: string) => ({ category: path });

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  { query: "сенча", kind: "word", expect: title("сенча") },
  { query: "дарджилинг", kind: "word", expect: title("дарджилинг") },
  { query: "молочный улун", kind: "word", expect: title("молочный улун") },
  { query: "халва", kind: "word", expect: title("халва") },
  { query: "пахлава", kind: "word", expect: title("пахлава") },
  { query: "рахат-лукум", kind: "word", expect: title("рахат-лукум") },
  { query: "иван-чай", kind: "word", expect: title("иван-чай") },
  { query: "шиповник", kind: "word", expect: title("шиповник") },
  { query: "матча", kind: "word", expect: title("матча") },
  { query: "кофе с кардамоном", kind: "word", expect: title("кофе с кардамоном") },
  { query: "кофе по-турецки", kind: "word", expect: title("кофе по-турецки") },
  { query: "шоколад с фундуком", kind: "word", expect: title("шоколад с фундуком") },
  { query: "горький шоколад", kind: "word", expect: title("шоколад горький") },
  { query: "тэцубин", kind: "word", expect: title("тэцубин") },
  { query: "да хун пао", kind: "word", expect: title("да хун пао") },
  { query: "те гуань инь", kind: "word", expect: title("те гуань инь") },
  { query: "бай му дань", kind: "word", expect: title("бай му дань") },
  { query: "варенье из морошки", kind: "word", expect: title("варенье из морошки") },
  { query: "улуны", kind: "word form", expect: title("улун") },
  { query: "чайники", kind: "word form", expect: title("чайник") },
  { query: "пиалы", kind: "word form", expect: title("пиала") },
  { query: "шоколада", kind: "word form", expect: title("шоколад") },
  { query: "шоколадом", kind: "word form", expect: title("шоколад") },
  { query: "медом", kind: "word form", expect: title("мед") },
  { query: "чашку гайвань", kind: "word form", expect: title("чашка гайвань") },
  { query: "варенья из крыжовника", kind: "word form", expect: title("варенье из крыжовника") },
  { query: "мед", kind: "ё", expect: title("мед") },
  { query: "мёд гречишный", kind: "ё", expect: title("мед гречишный") },
  { query: "варенье вишневое", kind: "ё", expect: title("варенье вишневое") },
  { query: "гекуро", kind: "ё", expect: title("гекуро") },
  { query: "дарджилинк", kind: "typo", expect: title("дарджилинг") },
  { query: "сенчя", kind: "typo", expect: title("сенча") },
  { query: "шоколат", kind: "typo", expect: title("шоколад") },
  { query: "лунцзинь", kind: "typo", expect: title("лунцзин") },
  { query: "кофе с кордамоном", kind: "typo", expect: title("кофе с кардамоном") },
  { query: "пахлова", kind: "typo", expect: title("пахлава") },
  { query: "чайнек", kind: "typo", expect: title("чайник") },
  { query: "кения миллима", kind: "typo", expect: title("кения милима") },
  { query: "цейлон димбулла", kind: "typo", expect: title("цейлон димбула") },
  { query: "чайн", kind: "prefix", expect: title("чайник") },
  { query: "дардж", kind: "prefix", expect: title("дарджилинг") },
  { query: "молоч", kind: "prefix", expect: title("молочный улун") },
  { query: "шокол", kind: "prefix", expect: title("шоколад") },
  { query: "варен", kind: "prefix", expect: title("варенье") },
  { query: "пиала сел", kind: "prefix", expect: title("пиала селадон") },
  { query: "кофе кар", kind: "prefix", expect: title("кофе с кардамоном") },
  { query: "исин", kind: "prefix", expect: title("исинский чайник") },
  { query: "sencha", kind: "transliteration", expect: title("сенча") },
  { query: "moloch", kind: "transliteration", expect: title("молочный улун") },
  { query: "molochny ulun", kind: "transliteration", expect: title("молочный улун") },
  { query: "darjeeling", kind: "transliteration", expect: title("дарджилинг") },
  { query: "assam", kind: "transliteration", expect: title("ассам") },
  { query: "matcha", kind: "transliteration", expect: title("матча") },
  { query: "gyokuro", kind: "transliteration", expect: title("гекуро") },
  { query: "halva", kind: "transliteration", expect: title("халва") },
  { query: "shokolad", kind: "transliteration", expect: title("шоколад") },
  { query: "ivan-chai", kind: "transliteration", expect: title("иван-чай") },
  // The usual Latin spelling of гайвань, and the one with y: the gaiwan cup, not Иван-чай.
  { query: "gaiwan", kind: "transliteration", expect: title("гайвань") },
  { query: "gaywan", kind: "transliteration", expect: title("гайвань") },
  { query: "бариста", kind: "transliteration", expect: title("barista blend") },
  { query: "крема", kind: "transliteration", expect: title("coffee crema") },
  { query: "xfq", kind: "layout", expect: title("чай") },
  { query: "ctyxf", kind: "layout", expect: title("сенча") },
  { query: "vjkjxysq ekey", kind: "layout", expect: title("молочный улун") },
  { query: "lfhlnbkbyu", kind: "layout", expect: title("дарджилинг") },
  { query: "[fkdf", kind: "layout", expect: title("халва") },
  { query: "сщааууб", kind: "layout", expect: title("coffee") },
  { query: "вуыыуке сщааууб", kind: "layout", expect: title("dessert coffee") },
  { query: "ифкшыеф", kind: "layout", expect: title("barista blend") },
  { query: "100021", kind: "number", expect: { number: "100021" } },
  { query: "100150", kind: "number", expect: { number: "100150" } },
  { query: "пуэр", kind: "category", expect: category("tea/puer") },
  { query: "шу пуэр", kind: "category", expect: category("tea/puer/shu") },
  { query: "зелёный чай", kind: "category", expect: category("tea/green") },
  { query: "японский чай", kind: "category", expect: category("tea/green/japanese") },
  { query: "белый чай", kind: "category", expect: category("tea/white") },
  { query: "травяной чай", kind: "category", expect: category("tea/herbal") },
  { query: "цейлонский чай", kind: "category", expect: category("tea/black/ceylon") },
  { query: "молотый кофе", kind: "category", expect: category("coffee/ground") },
  { query: "восточные сладости", kind: "category", expect: category("sweets/oriental") },
  { query: "стеклянный чайник", kind: "category", expect: category("teaware/teapots/glass") },
  { query: "посуда", kind: "category", expect: category("teaware") },
  { query: "puer", kind: "category", expect: category("tea/puer") },
  { query: "пуэрр", kind: "category", expect: category("tea/puer") },
];
