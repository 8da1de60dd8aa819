import { Link } from "@tanstack/react-router";
import type { LocalizedContent } from "../localized-content";
import { PRIVACY_EMAIL } from "./shop-details";

// What the storefront really keeps: the token cookie (lib/auth-token.ts), the locale cookie
// (@shop/i18n), the cart (cart-core's `shop.cart`) and the colour mode (`shop-color-mode`) in
// local storage, and the web-analytics counter when the shop configures one.
function CookiesRu() {
  return (
    <>
      <p>Редакция от 1 ноября 2026 года.</p>
      <p>
        Эта политика объясняет, какие файлы cookie и похожие технологии использует сайт «Чайной лавки», зачем
        они нужны и как ими управлять. Она дополняет{" "}
        <Link to="/legal/privacy-policy">политику конфиденциальности</Link>.
      </p>
      <h2>Что такое cookie</h2>
      <p>
        Cookie — небольшие текстовые файлы, которые сайт сохраняет в браузере. Похожим образом работает
        локальное хранилище браузера (localStorage): данные в нём остаются на вашем устройстве и не
        отправляются на сервер сами по себе.
      </p>
      <h2>Что мы сохраняем</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Название</th>
            <th scope="col">Зачем</th>
            <th scope="col">Срок</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">shop_token (cookie)</th>
            <td>Помнит, что вы вошли в личный кабинет.</td>
            <td>до закрытия браузера или один год, если выбрано «Запомнить меня»</td>
          </tr>
          <tr>
            <th scope="row">shop_device (cookie)</th>
            <td>
              Помнит, что с этого браузера уже входили в аккаунт: если чужие попытки подобрать пароль временно
              закроют вход, вы всё равно сможете войти отсюда.
            </td>
            <td>один год с последнего входа</td>
          </tr>
          <tr>
            <th scope="row">i18n_redirected (cookie)</th>
            <td>Помнит язык интерфейса.</td>
            <td>365 дней</td>
          </tr>
          <tr>
            <th scope="row">shop_time_zone (cookie)</th>
            <td>Помнит часовой пояс устройства, чтобы время заказов показывалось по вашим часам.</td>
            <td>один год</td>
          </tr>
          <tr>
            <th scope="row">shop.cart (localStorage)</th>
            <td>Хранит корзину, чтобы товары не пропали после перезагрузки страницы.</td>
            <td>пока вы не очистите корзину или данные сайта</td>
          </tr>
          <tr>
            <th scope="row">shop-color-mode (localStorage)</th>
            <td>Помнит выбранную тему: светлую, тёмную или как в системе.</td>
            <td>пока вы не очистите данные сайта</td>
          </tr>
        </tbody>
      </table>
      <h2>Аналитика</h2>
      <p>
        Мы можем использовать счётчик веб-аналитики, чтобы понимать, какие страницы посещают чаще и где сайт
        стоит улучшить. Счётчик получает обезличенные сведения о посещённых страницах, браузере и устройстве и
        может устанавливать собственные cookie. Мы не используем эти данные, чтобы узнать, кто вы.
      </p>
      <h2>Как управлять cookie</h2>
      <p>
        Удалить cookie и данные сайта или запретить их сохранение можно в настройках браузера. Без cookie
        shop_token не получится войти в личный кабинет, а без локального хранилища корзина будет очищаться при
        каждой перезагрузке страницы. Остальные разделы сайта продолжат работать.
      </p>
      <h2>Вопросы</h2>
      <p>
        Если у вас есть вопросы об этой политике, напишите нам:{" "}
        <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    </>
  );
}

/** The body of /legal/cookies. */
export const cookiesContent: LocalizedContent = { ru: CookiesRu };
