import { z } from "zod";
import { BASE_LOCALE, currentLocale, type Locale } from "./locale";

/**
 * The texts the API answers a person with (problem titles and details, violation messages,
 * MessageResponse messages) are written in the code in Russian, the shop's language, and that
 * Russian text is their key here (the way gettext keys a message by its source text): a reader of a
 * route sees what the shopper reads. A request in another supported locale gets the text of this
 * catalogue, translated on the way out (`problemResponse`, `messageResponse`). A `{name}` in a key
 * stands for a value the code puts into the text; the English text places it again.
 *
 * `texts.test.ts` reads every Russian text literal of the API's sources and fails on one this
 * catalogue does not translate, so a new message cannot reach an English-speaking caller in Russian.
 */
const ENGLISH: Readonly<Record<string, string>> = {
  // Problem titles, one per status (RFC 9457: a title changes only with the language).
  // The YML import's refusals of a category or an offer (domain/catalog/yml-import.ts).
  "Родительская категория {id} не найдена в файле.": "The parent category {id} is not in the file.",
  "Родительская категория {id} не импортирована.": "The parent category {id} was not imported.",
  "У категории нет названия.": "The category has no title.",
  "Артикул «{number}» не подходит: до 32 латинских букв, цифр, точек, дефисов и подчёркиваний.":
    "The vendor code “{number}” does not fit: up to 32 Latin letters, digits, dots, hyphens and underscores.",
  "Артикул {number} уже встречался в файле выше.":
    "The vendor code {number} already appears earlier in the file.",
  "У предложения нет названия (name).": "The offer has no name.",
  "Категория {id} не найдена в файле.": "The category {id} is not in the file.",
  "Валюта {currency} не поддерживается: только RUB (RUR).":
    "The currency {currency} is not supported: RUB (RUR) only.",
  "У предложения нет цены (price).": "The offer has no price.",
  "Цена «{price}» не число рублей с копейками.":
    "The price “{price}” is not an amount of roubles and kopecks.",
  "Цена «{price}» вне допустимого диапазона.": "The price “{price}” is out of range.",
  // Real shops' exports (issue 42): currencies, categories, articles, names, pictures.
  "Курс «{rate}» не понят: пишите код валюты и курс в рублях, например USD=92.5.":
    "The rate “{rate}” is not understood: write a currency code and its rate in roubles, e.g. USD=92.5.",
  "передайте курс в рублях: ./shop import ФАЙЛ --rate {currency}=… или в поле «Курсы валют» формы загрузки":
    "pass its rate in roubles: ./shop import FILE --rate {currency}=… or in the currency rates field of the upload form",
  "курса {currency} нет в файле: {hint}.": "the file gives no rate of {currency}: {hint}.",
  "курс {currency} в файле — «{rate}» (курс банка на день выгрузки), импорт его не знает: {hint}.":
    "the file's rate of {currency} is “{rate}” (a bank's rate on the day of the export), which the import does not know: {hint}.",
  "файл считает цены не в рублях ({currency} по курсу 1): {hint}.":
    "the file counts prices in another currency than roubles ({currency} at rate 1): {hint}.",
  "валюта {currency} не описана в файле: передайте курс в рублях: ./shop import ФАЙЛ --rate {code}=… или в поле «Курсы валют» формы загрузки.":
    "the file does not describe the currency {currency}: pass its rate in roubles: ./shop import FILE --rate {code}=… or in the currency rates field of the upload form.",
  // Imports previewed, applied and undone, and their report (issue 46: yml-import-jobs.ts,
  // yml-import-report.ts, yml-import-undo.ts).
  "Этот импорт уже применён или отменён: загрузите файл снова.":
    "This import was applied or cancelled already: upload the file again.",
  "Отменить можно только проверенный, но не применённый импорт.":
    "Only a previewed import that was not applied can be cancelled.",
  "Слишком длинный артикул": "Vendor code too long",
  "Сократите артикул (vendorCode) в учётной системе до 64 знаков и выгрузите файл снова.":
    "Shorten the vendor code (vendorCode) to 64 characters in your accounting system and export the file again.",
  "Невидимые символы в артикуле": "Invisible characters in the vendor code",
  "Уберите из артикула невидимые символы (например, неразрывные пробелы и переводы строк) и выгрузите файл снова.":
    "Remove the invisible characters (such as non-breaking spaces and line breaks) from the vendor code and export the file again.",
  "Повторяющийся артикул": "Repeated vendor code",
  "Дайте каждому предложению свой артикул (vendorCode) или свой id и выгрузите файл снова.":
    "Give each offer a vendor code (vendorCode) or id of its own and export the file again.",
  "Нет названия": "No name",
  "Заполните название товара в учётной системе и выгрузите файл снова.":
    "Fill in the product's name in your accounting system and export the file again.",
  "Слишком длинное название": "Name too long",
  "Сократите название товара до 200 знаков и выгрузите файл снова.":
    "Shorten the product's name to 200 characters and export the file again.",
  "Категория не найдена": "Category not found",
  "Добавьте категорию в выгрузку или выберите у товара другую категорию.":
    "Add the category to the export or choose another category for the product.",
  "Цена не число": "The price is not a number",
  "Укажите цену числом рублей с копейками, например 1290.50, и выгрузите файл снова.":
    "Write the price as roubles and kopecks, e.g. 1290.50, and export the file again.",
  "Цена в другой валюте без курса": "A price in another currency without a rate",
  "Укажите курс этой валюты в рублях в поле «Курсы валют» формы загрузки (например, USD=92.5) и загрузите файл снова.":
    "Give this currency's rate in roubles in the currency rates field of the upload form (e.g. USD=92.5) and upload the file again.",
  "Цена вне допустимого диапазона": "Price out of range",
  "Проверьте цену в учётной системе: она должна быть больше нуля и не больше суммы, которую магазин принимает в одном заказе.":
    "Check the price in your accounting system: it must be above zero and not above the amount the shop takes in one order.",
  "Категория не создана": "Category not created",
  "Исправьте категорию в выгрузке (название до 200 знаков, не больше 16 уровней вложенности) и загрузите файл снова; её товары загрузятся вместе с ней.":
    "Fix the category in the export (a name of up to 200 characters, at most 16 levels deep) and upload the file again; its products come with it.",
  "Картинки с сервера, который магазину не разрешён": "Pictures on a server the shop does not allow",
  "Попросите администратора магазина разрешить загрузку картинок с этого сервера и загрузите файл снова, или добавьте фотографии в карточки товаров вручную.":
    "Ask the shop's administrator to allow pictures from this server and upload the file again, or add the photos to the products by hand.",
  "Картинки указаны файлами, а не адресами": "Pictures named as files, not addresses",
  "Укажите в выгрузке полные адреса картинок (https://…) или добавьте фотографии в карточки товаров вручную.":
    "Give the pictures' full addresses (https://…) in the export, or add the photos to the products by hand.",
  "Картинки не скачались": "Pictures not downloaded",
  "Проверьте, что картинки открываются по их адресам в браузере, и загрузите файл снова: уже загруженные картинки повторно не скачиваются.":
    "Check that the pictures open at their addresses in a browser and upload the file again: pictures already loaded are not downloaded again.",
  "Товары без цены": "Products without a price",
  "Укажите цену в учётной системе или в карточке товара: до этого товар не продаётся.":
    "Give the price in your accounting system or on the product's page: until then the product is not on sale.",
  "Товары без категории": "Products without a category",
  "Перенесите товары из раздела «Без категории» в нужные разделы или добавьте их категории в выгрузку.":
    "Move the products of the unsorted category where they belong, or add their categories to the export.",
  "Артикул заменён на id предложения": "Vendor code replaced by the offer's id",
  "Если это варианты одного товара, проверьте их в каталоге; иначе дайте предложениям разные артикулы.":
    "If these are variants of one product, check them in the catalog; otherwise give the offers vendor codes of their own.",
  "Повтор предложения пропущен": "A repeated offer skipped",
  "Ничего делать не нужно: товар один. Чтобы замечания не было, уберите повтор из выгрузки.":
    "Nothing to do: it is one product. To avoid the note, remove the repeat from the export.",
  "Описание сокращено": "Description shortened",
  "Если конец описания важен, сократите его до 5000 знаков в учётной системе или в карточке товара.":
    "If the end of the description matters, shorten it to 5000 characters in your accounting system or on the product's page.",
  "Характеристики не загружены": "Attributes not loaded",
  "Сократите названия и значения характеристик до 64 знаков, а их число у товара — до 100.":
    "Shorten attributes' names and values to 64 characters, and keep at most 100 of them per product.",
  "Часть картинок пропущена": "Some pictures skipped",
  "Оставьте у товара не больше 50 картинок с адресами не длиннее 2048 знаков.":
    "Keep at most 50 pictures per product, with addresses of at most 2048 characters.",
  "Категория поставлена в корень каталога": "Category put at the top level",
  "Проверьте родителя категории (parentId) в выгрузке или перенесите раздел в каталоге.":
    "Check the category's parent (parentId) in the export, or move the category in the catalog.",
  "Категория без названия": "Category without a name",
  "Дайте категории название в учётной системе или переименуйте раздел в каталоге.":
    "Give the category a name in your accounting system, or rename it in the catalog.",
  "Исправьте это в учётной системе и выгрузите файл снова.":
    "Fix this in your accounting system and export the file again.",
  "Предложение отклонено": "Offer refused",
  "Категория отклонена": "Category refused",
  "Картинки не загружены": "Pictures not loaded",
  Замечание: "Note",
  Что: "What",
  Строка: "Line",
  Название: "Name",
  Причина: "Reason",
  Сервер: "Server",
  Картинок: "Pictures",
  "Как исправить": "How to fix",
  название: "name",
  описание: "description",
  раздел: "category",
  характеристики: "attributes",
  цены: "prices",
  "цены до скидки": "prices before the discount",
  "единица измерения": "measure",
  фотографии: "photos",
  варианты: "variants",
  "Идёт импорт каталога: отмените этот, когда он закончится.":
    "A catalog import is running: undo this one once it has ended.",
  "Отменить можно только применённый импорт, и только один раз.":
    "Only an applied import can be undone, and only once.",
  "Товар уже заказывали: он скрыт с витрины, а не удалён.":
    "The product has been ordered: it was hidden from the shop, not deleted.",
  "Товар изменили после импорта: он скрыт с витрины, а не удалён.":
    "The product was changed after the import: it was hidden from the shop, not deleted.",
  "Изменено после импорта и оставлено как есть: {fields}.":
    "Changed after the import and left as it is: {fields}.",
  "В разделе остались товары или подразделы: он не удалён.":
    "Products or subcategories are left in the category: it was not deleted.",
  "Картинки с {host} не загружены ({count} шт.): {reason} Предложения загружены без них.":
    "{count} pictures from {host} were not loaded: {reason} The offers were loaded without them.",
  "Картинки из папки не загружены ({count} шт.): {reason} Предложения загружены без них.":
    "{count} pictures from the folder were not loaded: {reason} The offers were loaded without them.",
  "Категория «{title}» указана родителем самой себя: она поставлена в корень каталога.":
    "The category “{title}” names itself as its parent: it was put at the top level.",
  "Категория «{title}» ссылается на родителя {parent}, которого нет в файле: она поставлена в корень каталога.":
    "The category “{title}” names the parent {parent}, which is not in the file: it was put at the top level.",
  "Категория «{title}» замыкает круг родителей ({circle}): она поставлена в корень каталога.":
    "The category “{title}” closes a circle of parents ({circle}): it was put at the top level.",
  "У категории {id} нет названия: она названа «{title}».":
    "The category {id} has no name: it was named “{title}”.",
  "Категория не создана: {reason}": "The category was not created: {reason}",
  "Артикул «{number}…» длиннее {limit} знаков: сократите vendorCode.":
    "The article “{number}…” is longer than {limit} characters: shorten the vendorCode.",
  "Артикул «{number}» содержит управляющие или невидимые символы: уберите их из vendorCode.":
    "The article “{number}” holds control or invisible characters: remove them from the vendorCode.",
  "У предложения типа {type} нет названия: добавьте name.":
    "The offer of type {type} has no name: add a name.",
  "Название длиннее {limit} знаков: сократите его.":
    "The name is longer than {limit} characters: shorten it.",
  "У предложения нет цены: товар загружен, но не продаётся, пока цену не укажут.":
    "The offer has no price: the product was imported but is not sold until a price is given.",
  "Цена «{price}» не число: пишите рубли и копейки, например 1290.50.":
    "The price “{price}” is not a number: write roubles and kopecks, e.g. 1290.50.",
  "Цена в {currency} не пересчитана: {reason}": "The price in {currency} was not converted: {reason}",
  "Предложение {id} повторяется в файле слово в слово: повтор пропущен, товар один.":
    "The offer {id} appears twice in the file word for word: the repeat was skipped, one product.",
  "Артикул {number} уже у варианта другого товара: у каждого товара и варианта свой.":
    "The article {number} is already another product's variant's: each product and variant has its own.",
  "Артикул {number} уже у предложения выше: товар загружен под номером {id}.":
    "The article {number} is already an earlier offer's: the product was imported under the number {id}.",
  "Артикул {number} уже встречался в файле выше: у каждого предложения свой vendorCode или id.":
    "The article {number} already appeared earlier in the file: each offer needs its own vendorCode or id.",
  "Категории {id} нет в файле: её предложения загружены в «{title}».":
    "The category {id} is not in the file: its offers were imported into “{title}”.",
  "У предложения нет categoryId: такие предложения загружены в «{title}».":
    "The offer has no categoryId: such offers were imported into “{title}”.",
  "файл не является изображением.": "the file is not an image.",
  "разметка XML нарушена ({detail}). Исправьте разметку в этой строке: каждый элемент закрыт, знак & записан как &amp;, а < внутри текста — как &lt; (или текст обёрнут в <![CDATA[ … ]]>), и загрузите файл снова.":
    "the XML markup is broken ({detail}). Mend the markup on this line: every element closed, & written as &amp;, and < inside a text as &lt; (or the text wrapped in <![CDATA[ … ]]>), and upload the file again.",
  "элементы вложены глубже {limit} уровней; в выгрузке YML их меньше десяти: проверьте, что это файл каталога.":
    "elements are nested deeper than {limit} levels, where a YML export has fewer than ten: check that this is a catalog file.",
  "в файле больше {limit} элементов: разделите каталог на несколько файлов.":
    "the file has more than {limit} elements: split the catalog into several files.",
  "файл начинается с <{name}>, а выгрузка YML — с <yml_catalog>: выберите файл каталога в формате YML (Яндекс Маркет).":
    "the file begins with <{name}> where a YML export begins with <yml_catalog>: choose a catalog file in the YML format (Yandex Market).",
  "у <category> нет атрибута id: добавьте его.": "a <category> has no id attribute: add one.",
  "имя элемента длиннее {limit} знаков: в выгрузке YML таких нет, проверьте, что это файл каталога.":
    "an element name is longer than {limit} characters, which no YML export has: check that this is a catalog file.",
  "у элемента <{name}> больше {limit} атрибутов: в выгрузке YML их несколько, проверьте, что это файл каталога.":
    "the element <{name}> has more than {limit} attributes, where a YML export has a few: check that this is a catalog file.",
  "имя атрибута длиннее {limit} знаков: в выгрузке YML таких нет, проверьте, что это файл каталога.":
    "an attribute name is longer than {limit} characters, which no YML export has: check that this is a catalog file.",
  "в файле больше {limit} категорий: объедините категории или разделите каталог.":
    "the file has more than {limit} categories: merge categories or split the catalog.",
  "у <offer> нет атрибута id: добавьте его.": "an <offer> has no id attribute: add one.",
  "файл обрывается до </yml_catalog>: он выгружен или скачан не полностью, выгрузите его снова.":
    "the file ends before </yml_catalog>: it was exported or downloaded only in part; export it again.",
  "кодировка, названная в объявлении XML, не поддерживается: сохраните файл в UTF-8 или windows-1251.":
    "the encoding the XML declaration names is not supported: save the file in UTF-8 or windows-1251.",
  "файл не читается: проверьте путь и права на чтение.":
    "the file cannot be read: check its path and read rights.",
  // The catalog's limits applied to an import (catalog-limits.ts): the offer refused, or a part left out.
  "Идентификатор категории длиннее {limit} знаков.": "The category's id is longer than {limit} characters.",
  "Название категории длиннее {limit} знаков.": "The category's title is longer than {limit} characters.",
  "Название длиннее {limit} знаков.": "The name is longer than {limit} characters.",
  "Описание длиннее {limit} знаков: сохранены первые {kept}, предложение импортировано.":
    "The description is longer than {limit} characters: the first {kept} were kept, the offer was imported.",
  "Характеристика не загружена: название длиннее {limit} знаков.":
    "A param was left out: its name is longer than {limit} characters.",
  "Характеристика «{name}» не загружена: значение длиннее {limit} знаков.":
    "The param “{name}” was left out: its value is longer than {limit} characters.",
  "Характеристик больше {limit}: загружены первые {kept}.":
    "More than {limit} params: the first {kept} were imported.",
  "Картинка с адресом длиннее {limit} знаков не загружена.":
    "A picture whose address is longer than {limit} characters was not loaded.",
  "Картинок больше {limit}: загружены первые {kept}.":
    "More than {limit} pictures: the first {kept} were loaded.",
  // Staff's YML upload and its job (routes/catalog-admin-imports.ts, domain/catalog/yml-import-jobs.ts).
  "Импорт прервался: сервер, который его выполнял, остановился.":
    "The import stopped: the server running it went down.",
  "Импорт каталога уже идёт: дождитесь его окончания.":
    "A catalog import is already running: wait for it to finish.",
  "Файл не является документом YML, ничего не записано (строка {line}): {reason}":
    "The file is not a YML document, nothing was written (line {line}): {reason}",
  "Кодировка файла не поддерживается.": "The file's encoding is not supported.",
  "Импорт прервался из-за ошибки сервера; уже записанные пакеты сохранены.":
    "The import stopped on a server error; the batches already written are kept.",
  "Приложите файл YML.": "Attach a YML file.",
  "Файл больше {size} МиБ.": "The file is larger than {size} MiB.",
  "Форма запроса повреждена.": "The request's form is broken.",
  "Файл YML отправляется формой multipart/form-data в поле file или телом application/xml.":
    "Send the YML file as a multipart/form-data form's file field or as an application/xml body.",
  "Импорт не найден.": "Import not found.",
  // The YML import's pictures (domain/catalog/yml-pictures.ts): each refused alone, its offer kept.
  "Картинка «{source}» не загружена: файл не является изображением.":
    "The picture “{source}” was not loaded: the file is not an image.",
  "Картинка «{source}» не загружена: больше {size} КиБ.":
    "The picture “{source}” was not loaded: it is larger than {size} KiB.",
  "Картинка «{source}» не загружена: сервер не ответил за {seconds} с.":
    "The picture “{source}” was not loaded: the server did not answer within {seconds} s.",
  "Картинка «{source}» не загружена: сервер {host} не в списке разрешённых серверов картинок.":
    "The picture “{source}” was not loaded: the server {host} is not among the allowed picture servers.",
  "Картинка «{source}» не загружена: сервер {host} находится во внутренней сети.":
    "The picture “{source}” was not loaded: the server {host} is on an internal network.",
  "Картинка «{source}» не загружена: адрес {scheme} не поддерживается.":
    "The picture “{source}” was not loaded: {scheme} addresses are not supported.",
  "Картинка «{source}» не загружена: картинки из файлов берутся только при импорте командой ./shop import.":
    "The picture “{source}” was not loaded: pictures from files are taken by ./shop import only.",
  "Картинка «{source}» не загружена: сервер недоступен или перенаправляет на другой адрес.":
    "The picture “{source}” was not loaded: the server cannot be reached or redirects elsewhere.",
  "Картинка «{source}» не загружена: сервер ответил {status}.":
    "The picture “{source}” was not loaded: the server answered {status}.",
  "Картинка «{source}» не загружена: ответ сервера оборвался.":
    "The picture “{source}” was not loaded: the server's answer broke off.",
  "Картинка «{source}» не загружена: файл вне папки импортируемого файла.":
    "The picture “{source}” was not loaded: the file is outside the imported file's folder.",
  "Картинка «{source}» не загружена: файл не найден.": "The picture “{source}” was not loaded: no such file.",
  "Картинка «{source}» не загружена: файл не читается.":
    "The picture “{source}” was not loaded: the file cannot be read.",

  "Некорректный запрос": "Bad Request",
  "Требуется вход": "Unauthorized",
  "Доступ запрещён": "Forbidden",
  "Не найдено": "Not Found",
  "Метод не поддерживается": "Method Not Allowed",
  Конфликт: "Conflict",
  "Слишком большой запрос": "Content Too Large",
  "Неподдерживаемый тип данных": "Unsupported Media Type",
  "Некорректные данные": "Unprocessable Content",
  "Слишком много запросов": "Too Many Requests",
  "Ошибка сервера": "Internal Server Error",
  "Сервис недоступен": "Service Unavailable",
  Ошибка: "Error",

  // The protocol: requests, sessions, limits.
  "Запрос некорректен.": "The request is not valid.",
  "Операция запрещена.": "Operation denied.",
  "Что-то пошло не так на нашей стороне.": "Something went wrong on our side.",
  "По адресу {path} ничего нет.": "No resource at {path}.",
  "База данных не отвечает.": "The database does not answer.",
  "Сервис временно недоступен. Повторите попытку через несколько секунд.":
    "The service is unavailable for a moment. Try again in a few seconds.",
  "Значение вне допустимого диапазона или в неверном формате.":
    "A value is out of range or in the wrong format.",
  "Такая запись уже существует.": "Such a record already exists.",
  "Запись связана с другими данными или ссылается на несуществующую.":
    "The record is linked to other data or refers to one that does not exist.",
  "Тело запроса не является корректным JSON.": "The request body is not valid JSON.",
  "Тело запроса содержит недопустимый символ (U+0000).":
    "The request body contains a forbidden character (U+0000).",
  "Адрес запроса содержит недопустимый символ (U+0000).":
    "The request address contains a forbidden character (U+0000).",
  "Неподдерживаемый тип тела запроса «{type}»: ожидается {accepted}.":
    "Unsupported request body type “{type}”: expected {accepted}.",
  "Неподдерживаемый тип тела запроса: ожидается {accepted}.":
    "Unsupported request body type: expected {accepted}.",
  "Тело запроса больше допустимого ({size} КиБ).": "The request body is larger than allowed ({size} KiB).",
  "Нужен заголовок Idempotency-Key (например, случайный UUID).":
    "An Idempotency-Key header is required (a random UUID, for example).",
  "Заголовок Idempotency-Key должен содержать от 1 до 255 видимых ASCII-символов.":
    "The Idempotency-Key header must hold 1 to 255 visible ASCII characters.",
  "Этот ключ Idempotency-Key уже использован для другого запроса.":
    "This Idempotency-Key was already used for another request.",
  "Такой же запрос ещё выполняется. Повторите попытку через секунду.":
    "The same request is still running. Try again in a second.",
  "Слишком много попыток. Повторите через {seconds} с.": "Too many attempts. Try again in {seconds} s.",
  "Слишком много попыток. Повторите через {minutes} мин.": "Too many attempts. Try again in {minutes} min.",
  "Неверный заголовок авторизации: ожидается Bearer-токен.":
    "Wrong Authorization header: a Bearer token is expected.",
  "Недействительный токен. Войдите снова.": "The token is not valid. Log in again.",
  "Срок действия сессии истёк. Войдите снова.": "The session has expired. Log in again.",
  "Сессия больше не действительна. Войдите снова.": "The session is no longer valid. Log in again.",
  "Войдите, чтобы продолжить.": "Log in to continue.",

  // Query parameters of lists.
  "Неизвестный параметр запроса.": "Unknown query parameter.",
  "Ожидается asc или desc.": "asc or desc is expected.",
  "Ожидается целое число копеек.": "A whole number of kopecks is expected.",
  "Ожидается целое неотрицательное число копеек.": "A whole non-negative number of kopecks is expected.",
  "Неизвестный режим фильтра «{mode}».": "Unknown filter mode “{mode}”.",
  "Ожидается дата ISO 8601, например 2026-01-31.": "An ISO 8601 date is expected, such as 2026-01-31.",
  "Сортировка по этому полю не поддерживается.": "Sorting by this field is not supported.",
  "Фильтр по этому полю не поддерживается.": "Filtering by this field is not supported.",
  "Этот фильтр не поддерживается.": "This filter is not supported.",
  "Ожидается id или IRI категории.": "A category id or IRI is expected.",
  "Ожидается ссылка вида {prefix}{id}.": "A reference like {prefix}{id} is expected.",

  // Things that are not there.
  "Товар не найден.": "Product not found.",
  "Раздел каталога не найден.": "Catalog category not found.",
  "Этот адрес никуда не ведёт.": "This address leads nowhere.",
  "Изображение не найдено.": "Image not found.",
  "Такой записи в справочнике нет.": "There is no such entry in the reference list.",
  "Пользователь не найден.": "User not found.",
  "Корзина не найдена.": "Cart not found.",
  "Заказ не найден.": "Order not found.",
  "Статус заказа не найден.": "Order status not found.",
  "Канал продаж не найден.": "Sales channel not found.",
  "Договор не найден.": "Trading contract not found.",
  "Запись журнала не найдена.": "Audit log entry not found.",
  "Такого договора нет.": "There is no such trading contract.",
  "Такого канала продаж нет.": "There is no such sales channel.",
  "Такого статуса нет.": "There is no such status.",
  "Нет такого типа цен.": "There is no such price type.",
  "Нет такой единицы измерения.": "There is no such unit of measure.",
  "Сначала укажите цену.": "Enter the price first.",
  "Цена до скидки должна быть больше цены.": "The price before the discount must be above the price.",

  // Accounts.
  "Укажите email.": "Enter an email.",
  "Email длиннее 254 символов.": "The email is longer than 254 characters.",
  "Неверный формат email.": "The email is not in a valid format.",
  "Заполните поле.": "Fill in the field.",
  "Не длиннее 100 символов.": "No longer than 100 characters.",
  "Укажите телефон.": "Enter a phone number.",
  "Неверный формат телефона: ожидается +7XXXXXXXXXX.": "Wrong phone format: +7XXXXXXXXXX is expected.",
  "Укажите пароль.": "Enter a password.",
  "Пароль должен быть не короче 8 символов.": "The password must be at least 8 characters long.",
  "Пароль должен быть не длиннее 128 символов.": "The password must be at most 128 characters long.",
  "Пароль должен содержать букву.": "The password must contain a letter.",
  "Пароль должен содержать цифру.": "The password must contain a digit.",
  "Введите код из письма.": "Enter the code from the email.",
  "Код состоит из 6 цифр.": "The code has 6 digits.",
  "Неверный email или пароль.": "Wrong email or password.",
  "Подтвердите регистрацию: введите код из письма.":
    "Confirm the registration: enter the code from the email.",
  "Регистрация сейчас отключена.": "Registration is closed for now.",
  "Неверный или просроченный код. Запросите новый, если попытки закончились.":
    "The code is wrong or has expired. Ask for a new one if you have no attempts left.",
  "Неверный или просроченный код.": "The code is wrong or has expired.",
  "Мы отправили письмо на {email}. Введите код из письма, чтобы завершить регистрацию.":
    "We sent an email to {email}. Enter the code from it to finish the registration.",
  "Регистрация подтверждена. Теперь вы можете войти.": "The registration is confirmed. You can log in now.",
  "Регистрация подтверждена. С этим адресом регистрировались с разными паролями, поэтому пароль не сохранён: задайте его через «Забыли пароль?».":
    "The registration is confirmed. This address was registered with different passwords, so none was kept: set one with “Forgot your password?”.",
  "Если адрес {email} зарегистрирован, мы отправили на него код для установки пароля.":
    "If {email} is registered, we sent it a code to set the password.",
  "Пароль изменён. Войдите с новым паролем.": "The password is changed. Log in with the new password.",
  "Пароль создан. Теперь вы можете войти.": "The password is set. You can log in now.",
  "Пароль изменён.": "The password is changed.",
  "Введите текущий пароль.": "Enter the current password.",
  "Неверный пароль.": "Wrong password.",
  "Неверный текущий пароль.": "Wrong current password.",
  "Это ваш текущий адрес.": "This is your current address.",
  "Этот адрес уже занят другим аккаунтом.": "This address belongs to another account.",
  "Мы отправили код на {email}. Введите его, чтобы подтвердить новый адрес.":
    "We sent a code to {email}. Enter it to confirm the new address.",

  // Carts and orders.
  "Укажите товар.": "Choose a product.",
  "Не более трёх знаков после запятой.": "At most three decimal places.",
  "В корзине есть позиции, которые нельзя купить.": "The cart has lines that cannot be bought.",
  "Войдите, чтобы повторить заказ.": "Log in to repeat the order.",
  "Такого товара нет в каталоге.": "There is no such product in the catalog.",
  "«{product}» не продаётся в этой единице измерения.": "“{product}” is not sold in this unit of measure.",
  "Количество должно быть положительным и кратным {step} {unit}.":
    "The quantity must be positive and a multiple of {step} {unit}.",
  "Не больше {quantity} {unit} в одной позиции.": "No more than {quantity} {unit} in one line.",
  "Слишком большая сумма для одного заказа.": "The amount is too large for one order.",
  "Корзина пуста.": "The cart is empty.",
  "В корзине нет товаров, которые можно купить.": "The cart has no products that can be bought.",
  "Цены или состав корзины изменились. Проверьте заказ ещё раз.":
    "The prices or the contents of the cart have changed. Check the order again.",
  "Корзина изменилась во время оформления. Проверьте заказ ещё раз.":
    "The cart changed during checkout. Check the order again.",
  "Войдите, чтобы оформить заказ.": "Log in to place the order.",
  "Для доставки нужен адрес.": "Delivery needs an address.",
  "Индекс из шести цифр.": "A postcode of six digits.",
  "Телефон в формате +7XXXXXXXXXX.": "A phone number as +7XXXXXXXXXX.",

  // The admin panel's resources.
  "Латинские строчные буквы, цифры и дефис.": "Lowercase Latin letters, digits and hyphens.",
  "В адресе смешаны буквы разных алфавитов.": "The address mixes letters of different alphabets.",
  "Не больше {count} названий значков через запятую: строчные латинские буквы, цифры и дефис.":
    "At most {count} icon names, separated by commas: lowercase Latin letters, digits and hyphens.",
  "Цвет в виде #rrggbb.": "A colour as #rrggbb.",
  "Статус с кодом «{code}» уже есть.": "A status with the code “{code}” already exists.",
  "Нужен статус по умолчанию: отметьте другой статус, а не снимайте отметку.":
    "A default status is required: mark another status instead of clearing the mark.",
  "Статус по умолчанию удалить нельзя.": "The default status cannot be deleted.",
  "Этот статус есть у заказов: его нельзя удалить.": "Orders have this status: it cannot be deleted.",
  "Доменное имя, например shop.example.ru.": "A domain name, such as shop.example.ru.",
  "У канала есть заказы: его нельзя удалить.": "The channel has orders: it cannot be deleted.",
  "Договор назначен покупателям: его нельзя удалить.":
    "The contract is assigned to customers: it cannot be deleted.",
  "Не больше 100 %.": "No more than 100 %.",
  "Процент с не более чем двумя знаками, например 5.00.":
    "A percentage with at most two decimals, such as 5.00.",

  // What staff may not decide for themselves.
  "Кто видит заказы канала, решают только администраторы.":
    "Only administrators decide who sees a channel's orders.",
  "Роли меняют только администраторы.": "Only administrators change roles.",
  "Роли и договор своей учётной записи меняет другой сотрудник.":
    "The roles and contract of your own account are changed by another staff member.",
  "Это договор вашей учётной записи: его условия меняет другой сотрудник.":
    "This is your own account's contract: its terms are changed by another staff member.",
  "Скидку больше {limit} % даёт только администратор.":
    "Only an administrator gives a discount above {limit} %.",
  "Договоры покупателям назначают только администраторы.":
    "Only administrators assign contracts to customers.",
  "Договоры назначают только покупателям, не сотрудникам.":
    "Contracts are assigned to customers only, not to staff.",
  "У покупателя есть договор: снимите его, прежде чем дать учётной записи роль сотрудника.":
    "The customer holds a contract: take it away before giving the account a staff role.",

  // Staff's catalog editor (domain/catalog/product-editor.ts, category-editor.ts, product-images.ts).
  "«{product}» больше не продаётся.": "“{product}” is no longer sold.",
  // Variants (issue 46 point 4): cart lines and the staff's variants editor.
  "У «{product}» нет такого варианта.": "“{product}” has no such variant.",
  "Выберите вариант «{product}».": "Choose a variant of “{product}”.",
  "«{product}, {variant}» нет в наличии.": "“{product}, {variant}” is out of stock.",
  "Укажите вариант.": "Choose a variant.",
  "Не больше {count} вариантов у товара.": "At most {count} variants per product.",
  "Варианты продаются поштучно или упаковками: выберите товару единицу «шт» или «упак».":
    "Variants are sold by the piece or by the pack: give the product the measure “pcs” or “pack”.",
  "У товара нет такого варианта.": "The product has no such variant.",
  "Артикул «{number}» повторяется.": "The vendor code “{number}” is repeated.",
  "Артикул «{number}» уже есть у другого товара или варианта.":
    "The vendor code “{number}” is taken by another product or variant.",
  "Артикул уже есть у другого товара или варианта.":
    "The vendor code is taken by another product or variant.",
  "Товар продаётся вариантами: их единица измерения не меняется.":
    "The product is sold in variants: their unit of measure cannot change.",
  "Цена товара с вариантами — цена самого дешёвого из них: меняйте цены вариантов.":
    "A product with variants costs what its cheapest variant does: change the variants' prices.",
  "Товар группы не найден.": "The group's product was not found.",
  "Нет такого свойства.": "There is no such attribute.",
  "Нет такого значения свойства.": "The attribute has no such value.",
  "Нет такого раздела каталога.": "There is no such catalog category.",
  "Обязательное поле.": "This field is required.",
  "Товар с номером «{number}» уже есть.": "A product with the number “{number}” already exists.",
  "Адрес «{slug}» уже занят другим товаром.": "The address “{slug}” is taken by another product.",
  "Изображения добавляются к созданному товару.": "Images are added to a product once it exists.",
  "Укажите изображения этого товара, каждое один раз.": "Name this product's images, each once.",
  "Номер товара (артикул): до 64 знаков — буквы, цифры, пробелы и знаки препинания, без управляющих символов.":
    "Product number (article): up to 64 characters: letters, digits, spaces and punctuation, no control characters.",
  "Только строчные латинские буквы, цифры и дефисы между ними.":
    "Only lower-case Latin letters, digits and hyphens between them.",
  "Раздел с адресом «{path}» уже есть.": "A category with the address “{path}” already exists.",
  "Разделы вкладываются не глубже {limit} уровней: выберите раздел выше.":
    "Categories nest at most {limit} levels deep: choose a category higher up.",
  "Адрес раздела вместе с адресами разделов выше — не длиннее {limit} символов: выберите адрес короче или раздел выше.":
    "A category's address, with the addresses of the categories above it, is at most {limit} characters: choose a shorter address or a category higher up.",
  "Раздел нельзя перенести в него самого или в его подраздел.":
    "A category cannot be moved into itself or into one of its subcategories.",
  "В разделе есть подразделы: сначала перенесите или удалите их.":
    "The category has subcategories: move or delete them first.",
  "В разделе есть товары: сначала перенесите или удалите их.":
    "The category has products: move or delete them first.",
  "Файл не удалось прочитать как изображение.": "The file could not be read as an image.",
  "Файл не удалось прочитать как изображение (JPEG, PNG, WebP, AVIF или GIF).":
    "The file could not be read as an image (JPEG, PNG, WebP, AVIF or GIF).",
  "Хранилище изображений не настроено.": "Image storage is not configured.",
  "Изображение отправляется формой multipart/form-data в поле file.":
    "Send the image as a multipart/form-data form, in the field file.",
  "Приложите файл изображения.": "Attach an image file.",
  "Изображение больше {size} МиБ.": "The image is larger than {size} MiB.",
  "Загрузите изображение JPEG, PNG, WebP, AVIF или GIF.": "Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  // Images by what their bytes say, decoded in turn within budgets (domain/catalog/product-images.ts).
  "Содержимое файла — не изображение JPEG, PNG, WebP, AVIF или GIF, как бы файл ни назывался.":
    "The file's content is not a JPEG, PNG, WebP, AVIF or GIF image, whatever the file is called.",
  "Изображение слишком большое для обработки.": "The image is too large to process.",
  "Изображение слишком большое: не больше 50 Мпикс (AVIF — 16 Мпикс) и 256 МиБ в распакованном виде.":
    "The image is too large: at most 50 Mpx (AVIF: 16 Mpx) and 256 MiB decoded.",
  "Изображение слишком долго обрабатывается.": "The image takes too long to process.",
  "Изображение не удалось обработать за {seconds} с: уменьшите его или сохраните в другом формате.":
    "The image could not be processed within {seconds} s: make it smaller or save it in another format.",
  "Сейчас обрабатываются другие изображения: повторите загрузку через несколько секунд.":
    "Other images are being processed: upload again in a few seconds.",
  // Staff's bulk actions on products (domain/catalog/product-bulk-jobs.ts, routes/catalog-admin-bulk.ts).
  "Ни один товар не выбран.": "No product is selected.",
  "Выбрано больше {count} товаров: сузьте выбор фильтром или разделом.":
    "More than {count} products are selected: narrow the selection with a filter or a section.",
  "Цена товара {number} «{title}» стала бы меньше 1 копейки.":
    "The price of the product {number} “{title}” would fall below 1 kopeck.",
  "Цена товара {number} «{title}» стала бы больше наибольшей суммы заказа.":
    "The price of the product {number} “{title}” would exceed the largest order total.",
  "Процент — число от −99,99 до 1000, не больше двух знаков после точки.":
    "The percentage is a number from −99.99 to 1000 with at most two decimals.",
  "Процент — от −99,99 до 1000 и не ноль.": "The percentage is from −99.99 to 1000 and not zero.",
  "Другое массовое действие с товарами ещё идёт: дождитесь его окончания.":
    "Another bulk action on products is running: wait until it ends.",
  "Действие прервалось из-за ошибки сервера; товары не изменены.":
    "The action stopped on a server error; no product was changed.",
  "Действие прервалось: сервер, который его выполнял, остановился.":
    "The action stopped: the server running it went down.",
  "Действие не найдено.": "The action was not found.",
  // Photos staged for a product being created (domain/catalog/product-images.ts).
  "Загруженное фото не найдено.": "The uploaded photo was not found.",
  "Фото не найдено: оно уже добавлено к товару или удалено через {hours} ч. Загрузите его снова.":
    "The photo was not found: it was added to a product already, or deleted after {hours} h. Upload it again.",
  // A JSON body's key that would set an object's prototype (http/content-type, http/text-input).
  "Ключ «__proto__» недопустим.": "The key “__proto__” is not allowed.",
};

interface Template {
  pattern: RegExp;
  names: string[];
  english: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()[\]\\|]/g, "\\$&");

// Keys with `{name}` become patterns that capture the values back out of the Russian text.
const TEMPLATES: Template[] = Object.entries(ENGLISH)
  .filter(([key]) => /\{\w+\}/.test(key))
  .map(([key, english]) => {
    const names = [...key.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const source = escapeRegExp(key).replace(/\{\w+\}/g, "(.+?)");
    return { pattern: new RegExp(`^${source}$`, "s"), names, english };
  });

/** Whether the catalogue translates a Russian text (exactly, or by one of its patterns). */
export function hasTranslation(russian: string): boolean {
  return russian in ENGLISH || TEMPLATES.some(({ pattern }) => pattern.test(russian));
}

/**
 * A text of the API, written in Russian, in the locale asked for; the Russian text itself when
 * the catalogue has none (never an empty answer).
 * @example
 *   translate("Корзина пуста.", "en-US"); // "The cart is empty."
 *   translate("Статус с кодом «new» уже есть.", "en-US"); // "A status with the code “new” already exists."
 */
export function translate(russian: string, locale: string): string {
  if (locale === BASE_LOCALE) return russian;
  const exact = ENGLISH[russian];
  if (exact !== undefined) return exact;
  for (const { pattern, names, english } of TEMPLATES) {
    const match = pattern.exec(russian);
    if (!match) continue;
    // A value may be a text of its own (a reason inside a refusal): it is translated too.
    return names.reduce(
      (text, name, index) => text.replace(`{${name}}`, translate(match[index + 1] ?? "", locale)),
      english,
    );
  }
  return russian;
}

const zodLocales: Record<Locale, ReturnType<typeof z.locales.ru>> = {
  ru: z.locales.ru(),
  "en-US": z.locales.en(),
};

// Zod's own messages (a missing field, a wrong type) in the request's language; a schema's own
// message wins over them and is translated with the rest of the problem.
z.config({
  localeError: (issue) => (zodLocales[currentLocale() as Locale] ?? zodLocales.ru).localeError(issue),
});
