import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, renderWithI18n as render } from "../test/render";
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

  it("opens with a skip link to the main content, the first stop of the keyboard", async () => {
    const user = userEvent.setup();
    render(
      <DefaultLayout
        header={
          <header>
            <a href="/">Чайная лавка</a>
          </header>
        }
        footer={footer}
      >
        <h1>Страница</h1>
      </DefaultLayout>,
    );
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    const main = screen.getByRole("main");
    expect(skip.getAttribute("href")).toBe(`#${main.id}`);
    // The target takes the focus when the link is followed (not in the tab order itself).
    expect(main.tabIndex).toBe(-1);
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
