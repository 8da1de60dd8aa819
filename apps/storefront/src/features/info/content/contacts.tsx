import { Link } from "@tanstack/react-router";
import type { LocalizedContent } from "../localized-content";
import {
  SHOP_ADDRESS,
  SHOP_COMPANY,
  SHOP_EMAIL,
  SHOP_PHONE,
  SHOP_PHONE_HREF,
  SHOP_REGISTRATION,
} from "./shop-details";

function ContactsRu() {
  return (
    <>
      <p>Мы на связи каждый день. Отвечаем на вопросы о заказах, доставке, чае и его заваривании.</p>
      <address>
        <dl>
          <dt>Телефон</dt>
          <dd>
            <a href={SHOP_PHONE_HREF}>{SHOP_PHONE}</a>
          </dd>
          <dt>Электронная почта</dt>
          <dd>
            <a href={`mailto:${SHOP_EMAIL}`}>{SHOP_EMAIL}</a>
          </dd>
          <dt>Магазин и пункт самовывоза</dt>
          <dd>{SHOP_ADDRESS}</dd>
        </dl>
      </address>
      <h2>Часы работы</h2>
      <dl>
        <dt>Понедельник — пятница</dt>
        <dd>с 10:00 до 20:00</dd>
        <dt>Суббота и воскресенье</dt>
        <dd>с 11:00 до 18:00</dd>
      </dl>
      <p>
        Заказы на сайте принимаем круглосуточно. Письма, пришедшие ночью, разбираем утром, обычно до 12:00.
      </p>
      <h2>Как добраться</h2>
      <p>
        Магазин — на первом этаже жилого дома, вход со двора, рядом с вывеской «Чай и кофе». Если вы забираете
        заказ, дождитесь письма о том, что он собран: подробнее на странице{" "}
        <Link to="/about/delivery">«Доставка»</Link>.
      </p>
      <h2>Реквизиты</h2>
      <p>
        {SHOP_COMPANY}
        <br />
        {SHOP_REGISTRATION}
        <br />
        Юридический адрес: {SHOP_ADDRESS}
      </p>
    </>
  );
}

/** The body of /about/contacts. */
export const contactsContent: LocalizedContent = { ru: ContactsRu };
