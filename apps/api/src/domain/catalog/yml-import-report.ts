import type { YmlRefusal, YmlRefusalKind } from "./yml-import";

// An import's report as a manager reads it (issue 46 point 2): the lines of the summary grouped by
// what went wrong, each group with a sentence on how to fix it, in the order a manager acts on them
// (offers refused, categories refused, pictures, then notes on what was imported). The lines keep
// their own reasons (with the values of each offer); the group's title and fix are the same for
// every line of it. Written in Russian, as the rest of the import's texts (translated on the way
// out: http/locale/texts.ts); a fix never names a configuration variable: a manager cannot set one,
// so it says whom to ask.

/** A group of a report's lines that have one cause and one fix. */
export interface ImportReportGroup {
  kind: YmlRefusalKind;
  /** What went wrong, in a few words. */
  title: string;
  /** What to do about it. */
  fix: string;
  /** Offers or categories of the group; of pictures, the pictures. */
  count: number;
  lines: YmlRefusal[];
}

interface Cause {
  kind: YmlRefusalKind;
  pattern: RegExp;
  title: string;
  fix: string;
}

/** The causes of the import's reasons (yml-import.ts, yml-currency.ts, yml-pictures.ts), first match wins. */
const CAUSES: readonly Cause[] = [
  // Offers refused.
  {
    kind: "offer",
    pattern: /^Артикул .*длиннее \d+ знаков/,
    title: "Слишком длинный артикул",
    fix: "Сократите артикул (vendorCode) в учётной системе до 64 знаков и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /управляющие или невидимые символы/,
    title: "Невидимые символы в артикуле",
    fix: "Уберите из артикула невидимые символы (например, неразрывные пробелы и переводы строк) и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /уже встречался в файле выше/,
    title: "Повторяющийся артикул",
    fix: "Дайте каждому предложению свой артикул (vendorCode) или свой id и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /^У предложения (?:типа \S+ )?нет названия/,
    title: "Нет названия",
    fix: "Заполните название товара в учётной системе и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /^Название длиннее/,
    title: "Слишком длинное название",
    fix: "Сократите название товара до 200 знаков и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /^Категория .* не найдена в файле/,
    title: "Категория не найдена",
    fix: "Добавьте категорию в выгрузку или выберите у товара другую категорию.",
  },
  {
    kind: "offer",
    pattern: /^Цена «.*» не число/,
    title: "Цена не число",
    fix: "Укажите цену числом рублей с копейками, например 1290.50, и выгрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /^Цена в \S+ не пересчитана/,
    title: "Цена в другой валюте без курса",
    fix: "Укажите курс этой валюты в рублях в поле «Курсы валют» формы загрузки (например, USD=92.5) и загрузите файл снова.",
  },
  {
    kind: "offer",
    pattern: /вне допустимого диапазона/,
    title: "Цена вне допустимого диапазона",
    fix: "Проверьте цену в учётной системе: она должна быть больше нуля и не больше суммы, которую магазин принимает в одном заказе.",
  },
  // Categories refused.
  {
    kind: "category",
    pattern: /./,
    title: "Категория не создана",
    fix: "Исправьте категорию в выгрузке (название до 200 знаков, не больше 16 уровней вложенности) и загрузите файл снова; её товары загрузятся вместе с ней.",
  },
  // Pictures.
  {
    kind: "pictures",
    pattern: /не в списке разрешённых серверов картинок/,
    title: "Картинки с сервера, который магазину не разрешён",
    fix: "Попросите администратора магазина разрешить загрузку картинок с этого сервера и загрузите файл снова, или добавьте фотографии в карточки товаров вручную.",
  },
  {
    kind: "pictures",
    pattern: /берутся только при импорте командой/,
    title: "Картинки указаны файлами, а не адресами",
    fix: "Укажите в выгрузке полные адреса картинок (https://…) или добавьте фотографии в карточки товаров вручную.",
  },
  {
    kind: "pictures",
    pattern: /./,
    title: "Картинки не скачались",
    fix: "Проверьте, что картинки открываются по их адресам в браузере, и загрузите файл снова: уже загруженные картинки повторно не скачиваются.",
  },
  // Notes: the offer or category is in the catalog.
  {
    kind: "note",
    pattern: /^У предложения нет цены/,
    title: "Товары без цены",
    fix: "Укажите цену в учётной системе или в карточке товара: до этого товар не продаётся.",
  },
  {
    kind: "note",
    pattern: /загружены в «Без категории»|нет categoryId/,
    title: "Товары без категории",
    fix: "Перенесите товары из раздела «Без категории» в нужные разделы или добавьте их категории в выгрузку.",
  },
  {
    kind: "note",
    pattern: /уже у предложения выше: товар загружен под номером/,
    title: "Артикул заменён на id предложения",
    fix: "Если это варианты одного товара, проверьте их в каталоге; иначе дайте предложениям разные артикулы.",
  },
  {
    kind: "note",
    pattern: /повторяется в файле слово в слово/,
    title: "Повтор предложения пропущен",
    fix: "Ничего делать не нужно: товар один. Чтобы замечания не было, уберите повтор из выгрузки.",
  },
  {
    kind: "note",
    pattern: /^Описание длиннее/,
    title: "Описание сокращено",
    fix: "Если конец описания важен, сократите его до 5000 знаков в учётной системе или в карточке товара.",
  },
  {
    kind: "note",
    pattern: /^Характеристик/,
    title: "Характеристики не загружены",
    fix: "Сократите названия и значения характеристик до 64 знаков, а их число у товара — до 100.",
  },
  {
    kind: "note",
    pattern: /^Картин/,
    title: "Часть картинок пропущена",
    fix: "Оставьте у товара не больше 50 картинок с адресами не длиннее 2048 знаков.",
  },
  {
    kind: "note",
    pattern: /поставлена в корень каталога/,
    title: "Категория поставлена в корень каталога",
    fix: "Проверьте родителя категории (parentId) в выгрузке или перенесите раздел в каталоге.",
  },
  {
    kind: "note",
    pattern: /нет названия: она названа/,
    title: "Категория без названия",
    fix: "Дайте категории название в учётной системе или переименуйте раздел в каталоге.",
  },
];

const OTHER_FIX = "Исправьте это в учётной системе и выгрузите файл снова.";
const KIND_ORDER: readonly YmlRefusalKind[] = ["offer", "category", "pictures", "note"];

/**
 * The report's lines grouped by cause: offers refused first, then categories, pictures and notes;
 * within a kind, the larger groups first. A reason of no known cause is a group of its own text.
 * @example
 *   importReport([{ line: 12, id: "a2", name: "Чай", kind: "offer", reason: "Цена в USD не пересчитана: …" }]);
 *   // [{ kind: "offer", title: "Цена в другой валюте без курса", fix: "Укажите курс …", count: 1, lines: [...] }]
 */
export function importReport(refusals: readonly YmlRefusal[]): ImportReportGroup[] {
  const groups = new Map<string, ImportReportGroup>();
  for (const refusal of refusals) {
    const kind = refusal.kind ?? "offer";
    const cause = CAUSES.find(
      (candidate) => candidate.kind === kind && candidate.pattern.test(refusal.reason),
    );
    const title = cause?.title ?? refusal.reason;
    const key = `${kind} ${title}`;
    const group = groups.get(key) ?? { kind, title, fix: cause?.fix ?? OTHER_FIX, count: 0, lines: [] };
    group.count += kind === "pictures" ? (refusal.count ?? 1) : 1;
    group.lines.push({ ...refusal, kind });
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.count - a.count,
  );
}

/** The kinds of line as the CSV names them. */
const KIND_TITLES: Record<YmlRefusalKind, string> = {
  offer: "Предложение отклонено",
  category: "Категория отклонена",
  pictures: "Картинки не загружены",
  note: "Замечание",
};

/** A CSV field: quoted, a formula's first character defused (a spreadsheet would run it). */
function csvField(value: string | number | undefined): string {
  const text = value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The report as a CSV file that Excel and LibreOffice open as it is in Russia: UTF-8 with a byte
 * order mark, `;` between fields, CRLF between rows; one row per line of the report, with its
 * group's cause and fix. `translate` puts the texts into the request's language.
 * @example
 *   const csv = importReportCsv(importReport(job.refusals), (text) => text);
 */
export function importReportCsv(groups: readonly ImportReportGroup[], translate: (text: string) => string) {
  const header = ["Что", "Строка", "Id", "Название", "Причина", "Сервер", "Картинок", "Как исправить"];
  const rows = [header.map((title) => csvField(translate(title)))];
  for (const group of groups) {
    for (const line of group.lines) {
      rows.push(
        [
          translate(KIND_TITLES[group.kind]),
          line.line,
          line.id,
          line.name,
          translate(line.reason),
          line.host,
          line.count,
          translate(group.fix),
        ].map(csvField),
      );
    }
  }
  return `\uFEFF${rows.map((row) => row.join(";")).join("\r\n")}\r\n`;
}
