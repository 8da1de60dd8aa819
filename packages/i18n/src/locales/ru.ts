// Hand-kept until the PO catalogs extracted by the Lingui CLI replace it.
export const messages = {
  "brand.name": "Чайная лавка",
  "home.title": "Главная",
  "home.apiStatus": "Магазин работает: API {version}, база данных {database}.",
  "home.apiDown": "API недоступен: {message}",
  "home.loading": "Проверяем связь с магазином…",
  "database.up": "доступна",
  "database.down": "недоступна",
};
