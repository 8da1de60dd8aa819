import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, type within } from "storybook/test";
import { ErrorScreen } from "../error-screen/error-screen";
import { storyDocs } from "../test/story-docs";
import {
  DefaultLayout,
  ErrorLayout,
  IndexPageLayout,
  type LayoutProps,
  TwoColumnsLayout,
  WhiteBlockLayout,
  WhiteBlockSmallLayout,
} from "./layouts";

const header = (
  <header style={{ padding: 16, borderBottom: "1px solid currentColor" }}>
    <strong>Чайная лавка</strong>
  </header>
);
const footer = <footer style={{ padding: 16 }}>© Чайная лавка</footer>;
const content = (
  <>
    <h1>Заголовок страницы</h1>
    <p>Содержимое страницы.</p>
  </>
);

function Demo({ layout: Layout }: { layout: ComponentType<LayoutProps> }) {
  return (
    <Layout header={header} footer={footer}>
      {content}
    </Layout>
  );
}

const meta = {
  title: "Layouts/Layouts",
  component: Demo,
  parameters: {
    layout: "fullscreen",
    ...storyDocs({
      ru: "Шесть макетов страниц магазина: слоты `header`, `footer` и `top` (хлебные крошки, заголовок) вокруг единственного `<main>`. `IndexPageLayout` — главная, `TwoColumnsLayout` — колонка слева (фильтры каталога), `WhiteBlockLayout`/`WhiteBlockSmallLayout` — формы на белой карточке, `ErrorLayout` — страницы ошибок.",
      en: "The shop's six page layouts: `header`, `footer` and `top` (breadcrumbs, heading) slots around one `<main>`. `IndexPageLayout` for the home page, `TwoColumnsLayout` with a side column (catalog filters), `WhiteBlockLayout`/`WhiteBlockSmallLayout` for forms on a white card, `ErrorLayout` for error pages.",
      components: {
        DefaultLayout,
        IndexPageLayout,
        TwoColumnsLayout,
        WhiteBlockLayout,
        WhiteBlockSmallLayout,
        ErrorLayout,
      },
    }),
  },
  args: { layout: DefaultLayout },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main")).toHaveTextContent("Содержимое страницы.");
  },
};
export const IndexPage: Story = { args: { layout: IndexPageLayout } };
export const WhiteBlock: Story = { args: { layout: WhiteBlockLayout } };
export const WhiteBlockSmall: Story = { args: { layout: WhiteBlockSmallLayout } };
export const ErrorPage: Story = {
  render: () => (
    <ErrorLayout header={header} footer={footer}>
      <ErrorScreen statusCode={404} />
    </ErrorLayout>
  ),
};
export const TwoColumns: Story = {
  render: () => (
    <TwoColumnsLayout header={header} footer={footer} aside={<p>Фильтры</p>} asideLabel="Фильтры каталога">
      {content}
    </TwoColumnsLayout>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("complementary", { name: "Фильтры каталога" })).toBeVisible();
  },
};

// One pixel either side of the md breakpoint, 768px (SPEC.md section 9): the story tests run at
// these widths, so they check the media queries Panda writes from the preset.
const mdEdgeViewports = {
  viewport: {
    options: {
      belowMd: { name: "767px, below md", styles: { width: "767px", height: "900px" } },
      md: { name: "768px, md", styles: { width: "768px", height: "900px" } },
    },
  },
};

const twoColumnsParts = (canvas: ReturnType<typeof within>) => ({
  main: canvas.getByRole("main"),
  aside: canvas.getByRole("complementary", { name: "Фильтры каталога" }).getBoundingClientRect(),
  content: canvas.getByRole("heading", { name: "Заголовок страницы" }).getBoundingClientRect(),
});

/** Below md the side column comes first, above the content, and the page padding is 1rem. */
export const TwoColumnsBelowMd: Story = {
  render: TwoColumns.render,
  parameters: mdEdgeViewports,
  globals: { viewport: { value: "belowMd" } },
  play: async ({ canvas }) => {
    const { main, aside, content } = twoColumnsParts(canvas);
    await expect(content.top).toBeGreaterThanOrEqual(aside.bottom);
    await expect(getComputedStyle(main).paddingLeft).toBe("16px");
  },
};

/** From md on the side column is 16rem wide beside the content, and the page padding is 1.5rem. */
export const TwoColumnsMd: Story = {
  render: TwoColumns.render,
  parameters: mdEdgeViewports,
  globals: { viewport: { value: "md" } },
  play: async ({ canvas }) => {
    const { main, aside, content } = twoColumnsParts(canvas);
    await expect(aside.width).toBe(256);
    await expect(content.left).toBeGreaterThanOrEqual(aside.right);
    await expect(content.top).toBeLessThan(aside.bottom);
    await expect(getComputedStyle(main).paddingLeft).toBe("24px");
  },
};

export const WhiteBlockDark: Story = { args: { layout: WhiteBlockLayout }, globals: { colorMode: "dark" } };
