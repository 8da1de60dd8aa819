import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/render";
import {
  DefaultLayout,
  ErrorLayout,
  IndexPageLayout,
  TwoColumnsLayout,
  WhiteBlockLayout,
  WhiteBlockSmallLayout,
} from "./layouts";

const header = <header>Чайная лавка</header>;
const footer = <footer>© Чайная лавка</footer>;

describe("layouts", () => {
  it.each([
    ["default", DefaultLayout],
    ["error", ErrorLayout],
    ["index-page", IndexPageLayout],
    ["white-block", WhiteBlockLayout],
    ["white-block-small", WhiteBlockSmallLayout],
  ])("%s puts the page between header and footer in one main landmark", async (_, Layout) => {
    const { container } = render(
      <Layout header={header} footer={footer} top={<nav aria-label="Крошки">Главная</nav>}>
        <h1>Страница</h1>
      </Layout>,
    );
    await expectNoAxeViolations(container);
    const main = screen.getByRole("main");
    expect(main.textContent).toBe("ГлавнаяСтраница");
    expect(screen.getByRole("banner").compareDocumentPosition(main)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(main.compareDocumentPosition(screen.getByRole("contentinfo"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("two-columns labels its side column", async () => {
    const { container } = render(
      <TwoColumnsLayout aside={<p>Фильтры</p>} asideLabel="Фильтры каталога" header={header}>
        <h1>Каталог</h1>
      </TwoColumnsLayout>,
    );
    await expectNoAxeViolations(container);
    expect(screen.getByRole("complementary", { name: "Фильтры каталога" }).textContent).toBe("Фильтры");
  });
});
