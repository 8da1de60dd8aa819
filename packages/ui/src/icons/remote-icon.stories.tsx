import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import { storyDocs } from "../test/story-docs";
import { ArrowDownIcon, ArrowUpIcon } from "./icons";
import { IconSet, RemoteIcon } from "./remote-icon";

// In the shop, `href` is the API's icon set, `/api/core/icons`; here a static sprite of the same
// format stands in for it (a query string does not change what a static file answers).
const SAMPLE_SET = "/icon-set-sample.svg";

const meta = {
  title: "Foundations/RemoteIcon",
  component: RemoteIcon,
  parameters: storyDocs({
    ru: "Иконки, которых нет в наборе: `IconSet` перечисляет иконки части страницы, и каждая `RemoteIcon` рисуется из одного спрайта API (`GET /api/core/icons?icons=…`), без скриптов. Иконка декоративная (`aria-hidden`), размером 1.25em и цветом текста; смысл передаёт текст рядом. `ArrowUpIcon` и `ArrowDownIcon` — иконки набора для кнопок перемещения.",
    en: "Icons the kit does not ship: an `IconSet` names the icons of a part of the page, and each `RemoteIcon` draws from one sprite of the API (`GET /api/core/icons?icons=…`), with no script. An icon is decorative (`aria-hidden`), 1.25em, in the text colour; the text beside it carries the meaning. `ArrowUpIcon` and `ArrowDownIcon` are the kit's icons for move buttons.",
    components: { IconSet, RemoteIcon, ArrowUpIcon, ArrowDownIcon },
  }),
  args: { name: "square" },
  render: (args) => (
    <IconSet href={SAMPLE_SET} names={["square", "circle"]}>
      <p style={{ display: "flex", gap: 8, alignItems: "center", fontSize: 24, color: "#2563eb" }}>
        <RemoteIcon {...args} /> <RemoteIcon name="circle" /> Значки из набора магазина
      </p>
    </IconSet>
  ),
} satisfies Meta<typeof RemoteIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheShopsSet: Story = {
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll("use")];
    await expect(uses.map((use) => use.getAttribute("href"))).toEqual([
      `${SAMPLE_SET}?icons=circle,square#square`,
      `${SAMPLE_SET}?icons=circle,square#circle`,
    ]);
    // Drawn once the sprite has arrived: each <use> has the size of its shape.
    await waitFor(() => {
      for (const use of uses) expect(use.getBBox().width).toBeGreaterThan(10);
    });
  },
};
