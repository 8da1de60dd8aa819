import { describe, expect, it } from "vitest";
import { descriptionText, servedDescription, storedDescription } from "./product-description";

// The one form every write stores a product's description in (docs/contract.md): formatting kept,
// everything that could run or point somewhere removed; and its plain text for the feed.

describe("storedDescription", () => {
  it("keeps paragraphs, line breaks, lists and emphasis, without attributes", () => {
    expect(
      storedDescription(
        '<p class="lead" style="color:red">Улун <b>молочный</b>,<br/>мягкий <i>и</i> <em>сливочный</em>.</p>\n  <ul>\n <li onclick="x()">Тайвань</li><li><strong>2025</strong></li></ul><ol><li>Залить</li></ol>',
      ),
    ).toBe(
      "<p>Улун <strong>молочный</strong>,<br />мягкий <em>и</em> <em>сливочный</em>.</p><ul><li>Тайвань</li><li><strong>2025</strong></li></ul><ol><li>Залить</li></ol>",
    );
  });

  it("removes scripts, styles and frames with their content, links and images with their attributes", () => {
    expect(
      storedDescription(
        '<p>Чай<script>alert(1)</script><style>p{}</style><iframe src="//evil">x</iframe></p><a href="javascript:alert(1)">Подробнее</a> <img src=x onerror="alert(1)"><svg onload=alert(1)><script>alert(2)</script></svg>',
      ),
    ).toBe("<p>Чай</p>Подробнее");
  });

  it("decodes entities and escapes what is text, so a tag written as text stays text", () => {
    expect(
      storedDescription(
        "<p>5 &lt; 6 &amp; &quot;чай&quot; &mdash; &lt;script&gt;alert(1)&lt;/script&gt;</p>",
      ),
    ).toBe('<p>5 &lt; 6 &amp; "чай" — &lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it("makes headings and blocks paragraphs, and text whose tags all went one paragraph", () => {
    expect(storedDescription("<h3>Принтер</h3>\n<div>Неплохой.</div>")).toBe(
      "<p>Принтер</p><p>Неплохой.</p>",
    );
    expect(storedDescription("<span>5 &lt; 6</span>")).toBe("<p>5 &lt; 6</p>");
    expect(storedDescription("<script>alert(1)</script>")).toBe("");
  });

  it("never nests a paragraph or a list in a paragraph: blocks are read as the browser reads them", () => {
    // Wrappers of an export: as stored, the page the server renders is the page that hydrates.
    expect(storedDescription("<div><p>Улун</p><ul><li>Тайвань</li></ul></div>")).toBe(
      "<p>Улун</p><ul><li>Тайвань</li></ul>",
    );
    expect(storedDescription("<section><h3>Чай</h3>Листовой</section>")).toBe("<p>Чай</p>Листовой");
    expect(storedDescription("<p>Один<ul><li>два</li></ul>три</p>")).toBe(
      "<p>Один</p><ul><li>два</li></ul>три",
    );
    expect(storedDescription("<p><strong>Жирный<p>новый</p></strong></p>")).toBe(
      "<p><strong>Жирный</strong></p><p>новый</p>",
    );
  });

  it("takes a seller's text with a word in angle brackets for plain text, not a tag", () => {
    expect(storedDescription("Подходит для чайника <Tefal>.\n\nВторой абзац.")).toBe(
      "Подходит для чайника <Tefal>.\n\nВторой абзац.",
    );
    expect(storedDescription("Чай <script>x()</script>")).toBe("<p>Чай</p>");
  });

  it("leaves plain text as written, its line breaks and signs included", () => {
    expect(storedDescription("  Листовой чай.\n\nУрожай 2025, 5 < 6 & AT&T.  ")).toBe(
      "Листовой чай.\n\nУрожай 2025, 5 < 6 & AT&T.",
    );
  });

  it("is the same stored again (every write may store it anew)", () => {
    const once = storedDescription("<p>Улун <b>молочный</b></p><ul><li>a &amp; b</li></ul><br>x");
    expect(storedDescription(once)).toBe(once);
  });

  it("cuts to the limit without leaving half a tag or entity", () => {
    const long = `<p>${"чай &amp; ".repeat(30)}</p><ul>${"<li><strong>улун</strong></li>".repeat(30)}</ul>`;
    for (const limit of [40, 41, 42, 43, 44, 45, 120, 333]) {
      const cut = storedDescription(long, limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(storedDescription(cut)).toBe(cut);
      expect(cut).not.toMatch(/&(?!amp;|lt;|gt;)|<(?![/a-z])/);
    }
    expect(storedDescription("б".repeat(10), 5)).toBe("ббббб");
  });
});

describe("descriptionText", () => {
  it("puts paragraphs and list items on lines and decodes entities", () => {
    expect(
      descriptionText(
        "<p>Улун <strong>молочный</strong>.<br />Мягкий.</p><ul><li>5 &lt; 6</li><li>A &amp; B</li></ul>",
      ),
    ).toBe("Улун молочный.\nМягкий.\n— 5 < 6\n— A & B");
  });

  it("answers plain text as it is", () => {
    expect(descriptionText("Листовой чай.\n\n5 &lt; 6")).toBe("Листовой чай.\n\n5 &lt; 6");
  });
});

describe("servedDescription", () => {
  it("answers a stored description as it is, and sanitises a row written before every write was", () => {
    const stored = "<p>Улун <strong>молочный</strong>,<br />мягкий.</p><ul><li>5 &lt; 6</li></ul>";
    expect(servedDescription(stored)).toBe(stored);
    expect(servedDescription("Размер <40 см>, a <b")).toBe("Размер <40 см>, a <b");
    expect(servedDescription('<p onclick="x()">Улун</p><script>alert(1)</script><b>!</b>')).toBe(
      "<p>Улун</p><strong>!</strong>",
    );
  });
});
