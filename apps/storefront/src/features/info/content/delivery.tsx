import { DELIVERY_PRICES, FREE_COURIER_FROM } from "@shop/cart-core";
import { formatPrice } from "@shop/i18n";
import { Link } from "@tanstack/react-router";
import { css } from "../../../../styled-system/css";
import type { LocalizedContent } from "../localized-content";
import { SHOP_ADDRESS } from "./shop-details";

/** Whole roubles as this page writes them: "3 000 ₽". */
const rub = (amount: number) =>
  formatPrice(amount, { locale: "ru-RU", trailingZeroDisplay: "stripIfInteger" });

// The figures come from the rule the API charges by at checkout (@shop/cart-core's deliveryPrice).
function DeliveryRu() {
  return (
    <>
      <p>
        Способ доставки вы выбираете при оформлении заказа; там же видна его стоимость и итоговая сумма.
        Заказы, оформленные до 14:00, собираем в тот же день, остальные — на следующий.
      </p>
      <table>
        <caption className={css({ srOnly: true })}>Способы доставки, сроки и стоимость</caption>
        <thead>
          <tr>
            <th scope="col">Способ</th>
            <th scope="col">Срок</th>
            <th scope="col">Стоимость</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Самовывоз из магазина</th>
            <td>в день сборки заказа</td>
            <td>бесплатно</td>
          </tr>
          <tr>
            <th scope="row">Курьер по Москве</th>
            <td>1–2 дня</td>
            <td>
              {rub(DELIVERY_PRICES.courier)}, бесплатно при заказе от {rub(FREE_COURIER_FROM)}
            </td>
          </tr>
          <tr>
            <th scope="row">Почта России</th>
            <td>3–14 дней, зависит от региона</td>
            <td>{rub(DELIVERY_PRICES.post)}</td>
          </tr>
        </tbody>
      </table>
      <h2>Самовывоз</h2>
      <p>
        Забрать заказ можно в магазине по адресу: {SHOP_ADDRESS}. Мы пришлём письмо, когда заказ будет собран,
        и храним его пять дней. Часы работы — на странице <Link to="/about/contacts">«Контакты»</Link>.
      </p>
      <h2>Курьерская доставка</h2>
      <p>
        Курьер привезёт заказ по Москве в удобный день с 10:00 до 21:00 и позвонит за час до приезда. Доставка
        бесплатна, если сумма заказа с учётом скидки — от {rub(FREE_COURIER_FROM)}. При получении можно
        проверить заказ и оплатить его картой или наличными.
      </p>
      <h2>Почта России</h2>
      <p>
        Отправляем посылки по всей России. Для отправки нужен полный адрес с шестизначным почтовым индексом.
        После отправки пришлём трек-номер, по которому посылку можно отследить на сайте Почты России.
      </p>
      <h2>Как мы упаковываем</h2>
      <ul>
        <li>Развесной чай — в плотные пакеты с застёжкой, каждый сорт отдельно и с подписью.</li>
        <li>Кофе — в заводских пачках с клапаном, подальше от чая.</li>
        <li>
          Посуду — в коробки с мягким наполнителем. Если что-то разбилось в пути, напишите нам: заменим.
        </li>
      </ul>
    </>
  );
}

/** The body of /about/delivery. */
export const deliveryContent: LocalizedContent = { ru: DeliveryRu };
