import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Image, type ImageUrlBuilder } from "../image/image";
import { Price } from "../price/price";
import { storyDocs } from "../test/story-docs";
import { ProductCard } from "./product-card";

const buildUrl: ImageUrlBuilder = (_src, { width, height }) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#166534"/></svg>`,
  )}`;

const onAdd = fn();

const meta = {
  title: "Commerce/ProductCard",
  component: ProductCard,
  parameters: storyDocs({
    ru: "Карточка товара в списках каталога. Название — ссылка на страницу товара (`href`), и по ней кликабельна вся карточка; остальное передаётся слотами: `image` (обычно `Image`), `price` (обычно `Price`), `meta` (номер, единица), `badge`, `actions` (кнопка «В корзину» или счётчик). Ссылку строит `renderLink`, если у приложения свой роутер.",
    en: "A product card of the catalog's lists. The title links to the product page (`href`) and makes the whole card clickable; the rest comes through slots: `image` (usually an `Image`), `price` (usually a `Price`), `meta` (number, measure), `badge`, `actions` (an add-to-cart button or a stepper). The link goes through `renderLink` when the app has a router.",
    components: { ProductCard },
  }),
  args: {
    title: "Пуэр Шу «Старые деревья»",
    href: "#product/puer-shu",
    meta: "Арт. 1024 · 100 г",
    image: <Image src="/media/puer.jpg" alt="" width={240} height={180} buildUrl={buildUrl} />,
    price: <Price amount={99000} oldAmount={120000} />,
    badge: <Badge color="success">Новинка</Badge>,
    actions: <Button onClick={onAdd}>В корзину</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 264 }}>{Story()}</div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: "Пуэр Шу «Старые деревья»" })).toHaveAttribute(
      "href",
      "#product/puer-shu",
    );
    await userEvent.click(canvas.getByRole("button", { name: "В корзину" }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const Minimal: Story = {
  args: { image: undefined, badge: undefined, meta: undefined, actions: undefined },
};
export const Dark: Story = { globals: { colorMode: "dark" } };
