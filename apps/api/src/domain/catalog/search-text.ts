// What a shopper in Russia types into the search box, read the ways they meant it: the text as
// typed, the same keys pressed in the other keyboard layout (`xfq` is "чай" typed with the Latin
// layout on, `сщааууб` is "coffee" typed in the Russian one), and Latin letters read as a Russian
// word spelled out (`sencha` is "сенча"). The search then looks each reading up in the catalog's
// dictionary of title words (search.ts); these functions only produce the readings.

/** Keys of the standard Russian (ЙЦУКЕН) and US (QWERTY) layouts, position by position. */
const QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const JCUKEN = "ёйцукенгшщзхъфывапролджэячсмитьбю";
const TO_RUSSIAN_KEYS = new Map([...QWERTY].map((key, index) => [key, JCUKEN[index] as string]));
const TO_LATIN_KEYS = new Map([...JCUKEN].map((key, index) => [key, QWERTY[index] as string]));

/**
 * The text as typed with the other keyboard layout on: Latin keys become the Russian letters on
 * the same keys, and Russian letters the Latin keys. Undefined when the text mixes both alphabets
 * (then it was not typed in the wrong layout).
 * @example
 *   otherLayout("xfq"); // "чай"
 *   otherLayout("сщааууб"); // "coffee,"
 */
export function otherLayout(text: string): string | undefined {
  const lower = text.toLowerCase();
  const latin = /[a-z]/.test(lower);
  const cyrillic = /[а-яё]/.test(lower);
  if (latin === cyrillic) return undefined;
  const keys = latin ? TO_RUSSIAN_KEYS : TO_LATIN_KEYS;
  return [...lower].map((char) => keys.get(char) ?? char).join("");
}

const isVowel = (letter: string) => letter !== "" && "aeiouy".includes(letter);

// Latin spellings of Russian sounds, longest first so that "sh" wins over "s" and "h".
const LATIN_TO_CYRILLIC: readonly (readonly [string, string])[] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["yo", "е"],
  ["jo", "е"],
  ["ye", "е"],
  ["iy", "ий"],
  ["yi", "ый"],
  ["ck", "к"],
  ["ph", "ф"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "дж"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "ы"],
  ["z", "з"],
];

/** Russian letters in Latin ones, as in passports and URLs (also the seed's product slugs). */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/**
 * A word spelled in the other alphabet, as Russians transliterate: Latin letters read as Russian
 * (`sencha` → "сенча", `moloch` → "молоч", `gaiwan` → "гайван"), Russian letters written in Latin ones ("крема" →
 * "krema"). Undefined for a word of digits or of both alphabets. Close enough is enough: the
 * dictionary lookup (search.ts) forgives what a table cannot know ("darjeeling" reads
 * "дарджеелинг", corrected to "дарджилинг").
 * @example
 *   transliterate("sencha"); // "сенча"
 *   transliterate("улун"); // "ulun"
 */
export function transliterate(word: string): string | undefined {
  const lower = word.toLowerCase();
  const latin = /^[a-z]+$/.test(lower);
  if (latin) {
    let out = "";
    for (let index = 0; index < lower.length; ) {
      const match = LATIN_TO_CYRILLIC.find(([spelling]) => lower.startsWith(spelling, index));
      if (!match) return undefined;
      const before = lower[index - 1] ?? "";
      const after = lower[index + match[0].length] ?? "";
      // A lone "e" opening a word or after a, o, u is Russian "э" ("espresso", "puer", "duet");
      // elsewhere it is "е" ("sencha", "kofe", "varenie", "darjeeling").
      const hard = match[0] === "e" && (index === 0 || "aou".includes(before));
      // An "i" or "y" that closes a vowel ("chai", "gaiwan", "gaywan", "baikal") is "й", as Russian
      // writes the diphthong; before a vowel or after a consonant it is a vowel of its own ("ivan",
      // "chia", "molochnyi").
      const semivowel = (match[0] === "i" || match[0] === "y") && isVowel(before) && !isVowel(after);
      out += hard ? "э" : semivowel ? "й" : match[1];
      index += match[0].length;
    }
    return out;
  }
  if (/^[а-яё]+$/.test(lower)) {
    return [...lower].map((char) => CYRILLIC_TO_LATIN[char] ?? "").join("") || undefined;
  }
  return undefined;
}

/** Lower case, ё read as е (the catalog's index does the same), as the search compares words. */
export const normalizeWord = (word: string) => word.toLowerCase().replaceAll("ё", "е");

/** What one word of the search text may be: the word as typed and its other readings. */
export interface SearchSlot {
  /** The word as typed (normalised). */
  typed: string;
  /** The same keys in the other layout, when that gives one word. */
  layout?: string | undefined;
  /** The word in the other alphabet. */
  transliterated?: string | undefined;
  /** Only digits: a product number, or the start of one. */
  digits: boolean;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 50;

/**
 * The words of a search text, each with its other readings. The layout is swapped per
 * whitespace-separated chunk, before punctuation splits words: `[kt,` is "хлеб" (the keys of х
 * and б carry a bracket and a comma in the Latin layout).
 * @example
 *   searchSlots("xfq ptktysq"); // [{ typed: "xfq", layout: "чай", … }, { typed: "ptktysq", layout: "зеленый", … }]
 */
export function searchSlots(text: string): SearchSlot[] {
  const slots: SearchSlot[] = [];
  const seen = new Set<string>();
  for (const chunk of text.split(/\s+/)) {
    const words = chunk.match(/[\p{L}\p{N}]+/gu) ?? [];
    const swapped = otherLayout(chunk)?.match(/[\p{L}\p{N}]+/gu) ?? [];
    for (const [index, word] of words.entries()) {
      const typed = normalizeWord(word);
      if (typed.length > MAX_WORD_LENGTH || seen.has(typed)) continue;
      seen.add(typed);
      const digits = /^\p{N}+$/u.test(typed);
      // The swap pairs with the typed words only when it splits the chunk the same way.
      const layoutWord =
        swapped.length === words.length ? swapped[index] : swapped.length === 1 ? swapped[0] : undefined;
      const layout = digits || layoutWord === undefined ? undefined : normalizeWord(layoutWord);
      slots.push({
        typed,
        layout: layout === typed ? undefined : layout,
        transliterated: digits ? undefined : transliterate(typed),
        digits,
      });
    }
  }
  return slots.slice(0, MAX_WORDS);
}
