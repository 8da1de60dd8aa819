// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ProductDescription } from "./product-description";

afterEach(cleanup);

/** The description as the product page renders it, in a region to query within. */
function show(text: string) {
  render(
    <section aria-label="Описание">
      <ProductDescription text={text} />
    </section>,
  );
  return screen.getByRole("region", { name: "Описание" });
}

const paragraphs = (region: HTMLElement) => Array.from(region.querySelectorAll("p"), (p) => p.textContent);

describe("ProductDescription", () => {
  it("renders an imported description's paragraphs, line breaks and lists as elements", () => {
    const region = show(
      "<p>Крупнолистовой улун из Фуцзяни.<br/>Урожай 2026 года.</p>" +
        "<ul><li>Вес: 100 г</li><li>Вкус: сливочный &amp; цветочный</li></ul>" +
        "<ol><li>Прогрейте посуду</li><li>Заварите 3&nbsp;минуты</li></ol>" +
        "<p>Хранить в сухом месте.</p>",
    );
    expect(paragraphs(region)).toEqual([
      "Крупнолистовой улун из Фуцзяни.Урожай 2026 года.",
      "Хранить в сухом месте.",
    ]);
    expect(region.querySelector("p br")).not.toBeNull();
    const [bullets, steps] = within(region).getAllByRole("list");
    expect(bullets?.tagName).toBe("UL");
    expect(
      within(bullets as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Вес: 100 г", "Вкус: сливочный & цветочный"]);
    expect(steps?.tagName).toBe("OL");
    expect(
      within(steps as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Прогрейте посуду", "Заварите 3\u00a0минуты"]);
  });

  it("renders a description as the API stores it: paragraphs, lists and emphasis, no tag shown as text", () => {
    const region = show(
      "<p>Улун <strong>молочный</strong>, <em>сливочный</em>.<br />Урожай 2025.</p>" +
        "<ul><li>Тайвань</li><li>5 &lt; 6 &amp; 7</li></ul><p>&lt;p&gt; в тексте</p>",
    );
    expect(paragraphs(region)).toEqual(["Улун молочный, сливочный.Урожай 2025.", "<p> в тексте"]);
    expect(region.querySelector("p strong")?.textContent).toBe("молочный");
    expect(region.querySelector("p em")?.textContent).toBe("сливочный");
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Тайвань", "5 < 6 & 7"]);
    // Only the text the seller wrote as text looks like a tag.
    expect(region.textContent).not.toMatch(/<(?:\/?(?:ul|li|strong|em)|br)/);
  });

  it("never nests a paragraph or a list in a paragraph, as the browser would not parse it so", () => {
    // A row stored before the API read blocks as the browser does: the server's tree must be the
    // one the browser builds from its HTML, or hydration finds another page.
    const region = show("<p><p>Улун</p><ul><li>Тайвань</li></ul>ещё</p>");
    expect(region.querySelector("p p, p ul, p li")).toBeNull();
    expect(paragraphs(region)).toEqual(["Улун"]);
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Тайвань"]);
    expect(region.textContent).toBe("УлунТайваньещё");
  });

  it("never puts any other tag, attribute, script or style into the page: they show as text", () => {
    const hostile = [
      "<script>window.pwned = true</script>",
      '<img src="x" onerror="window.pwned = true">',
      '<a href="javascript:window.pwned = true">ссылка</a>',
      '<p onclick="window.pwned = true" style="color: red">абзац</p>',
      "<style>body { display: none }</style>",
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="window.pwned = true"></svg>',
      "&lt;script&gt;alert(1)&lt;/script&gt;",
    ];
    const region = show(`<p>Улун</p>${hostile.join("")}<ul><li onmouseover="x()">пункт</li></ul>`);
    expect(
      region.querySelectorAll("script, img, a, style, iframe, svg, [style], [href], [src]"),
    ).toHaveLength(0);
    for (const element of region.querySelectorAll("*")) {
      expect(element.tagName).toMatch(/^(DIV|P|BR|UL|OL|LI|STRONG|EM)$/);
      for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on|^style$/i);
    }
    // What was not allowed is shown as the text it is, not dropped in silence.
    expect(region.textContent).toContain('<img src="x" onerror="window.pwned = true">');
    expect(region.textContent).toContain("<script>alert(1)</script>");
    expect(Reflect.get(window, "pwned")).toBeUndefined();
  });

  it("reads plain text with blank lines as paragraphs, keeping its single line breaks", () => {
    const region = show(
      "Улун молочный.\nВес 100 г.\r\n\r\nЗаваривать при 85 °C.\n\n\n  Хранить в сухом месте.  ",
    );
    const shown = within(region).getAllByRole("paragraph");
    expect(shown.map((p) => p.textContent)).toEqual([
      "Улун молочный.\nВес 100 г.",
      "Заваривать при 85 °C.",
      "Хранить в сухом месте.",
    ]);
    expect(shown[0]?.style.whiteSpace).toBe("pre-line");
  });

  it("shows plain text that only looks like markup as the text it is", () => {
    const region = show("Размер <40 см> и 5 < 7");
    expect(paragraphs(region)).toEqual(["Размер <40 см> и 5 < 7"]);
  });
});
