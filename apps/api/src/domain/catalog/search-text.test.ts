import { describe, expect, it } from "vitest";
import { otherLayout, searchSlots, transliterate } from "./search-text";

describe("otherLayout", () => {
  it("reads Latin keys as the Russian letters on them, and back", () => {
    expect(otherLayout("xfq")).toBe("чай");
    expect(otherLayout("[fkdf")).toBe("халва");
    expect(otherLayout("сщааууб")).toBe("coffee,");
    expect(otherLayout("XFQ")).toBe("чай");
  });

  it("leaves text of both alphabets, or of neither, alone", () => {
    expect(otherLayout("чай tea")).toBeUndefined();
    expect(otherLayout("100021")).toBeUndefined();
  });
});

describe("transliterate", () => {
  it("reads Latin spellings as Russian, longest letter groups first", () => {
    expect(transliterate("sencha")).toBe("сенча");
    expect(transliterate("moloch")).toBe("молоч");
    expect(transliterate("shchi")).toBe("щи");
    expect(transliterate("gyokuro")).toBe("гекуро");
    expect(transliterate("molochnyi")).toBe("молочный");
  });

  it("reads a lone e opening a word or after a, o, u as э, elsewhere as е", () => {
    expect(transliterate("puer")).toBe("пуэр");
    expect(transliterate("espresso")).toBe("эспрессо");
    expect(transliterate("kofe")).toBe("кофе");
    expect(transliterate("varenie")).toBe("варение");
    expect(transliterate("darjeeling")).toBe("дарджеелинг");
    expect(transliterate("yerba")).toBe("ерба");
  });

  it("reads an i or y that closes a vowel as й, and a vowel elsewhere", () => {
    expect(transliterate("gaiwan")).toBe("гайван");
    expect(transliterate("gaywan")).toBe("гайван");
    expect(transliterate("chai")).toBe("чай");
    expect(transliterate("chay")).toBe("чай");
    expect(transliterate("baikal")).toBe("байкал");
    expect(transliterate("ivan")).toBe("иван");
    expect(transliterate("chia")).toBe("чиа");
    expect(transliterate("molochnyi")).toBe("молочный");
  });

  it("writes Russian words in Latin letters", () => {
    expect(transliterate("улун")).toBe("ulun");
    expect(transliterate("чайник")).toBe("chaynik");
    expect(transliterate("бариста")).toBe("barista");
  });

  it("has nothing for digits or mixed words", () => {
    expect(transliterate("100021")).toBeUndefined();
    expect(transliterate("teaчай")).toBeUndefined();
    expect(transliterate("ъь")).toBeUndefined();
  });
});

describe("searchSlots", () => {
  it("gives each word its readings, ё as е, digits as numbers", () => {
    expect(searchSlots("Зелёный 100021")[0]).toMatchObject({ typed: "зеленый", transliterated: "zelenyy" });
    expect(searchSlots("Зеленый 100021")).toEqual([
      { typed: "зеленый", layout: "ptktysq", transliterated: "zelenyy", digits: false },
      { typed: "100021", layout: undefined, transliterated: undefined, digits: true },
    ]);
  });

  it("swaps the layout of a whole chunk before punctuation splits it", () => {
    expect(searchSlots("[kt,")[0]).toMatchObject({ typed: "kt", layout: "хлеб" });
  });

  it("keeps at most eight distinct words", () => {
    expect(searchSlots("чай чай улун").map((slot) => slot.typed)).toEqual(["чай", "улун"]);
    expect(searchSlots("a b c d e f g h i j")).toHaveLength(8);
  });
});
