import { domainToASCII } from "node:url";

/** Why an address cannot be an account's, in the API's words (translated with the other texts). */
export type EmailProblem = "invalid" | "mixed-scripts";

const SCRIPTS: [name: string, pattern: RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
];

/** The scripts of the letters of one part (a local part, a domain label). */
function scriptsOf(part: string): Set<string> {
  const found = new Set<string>();
  for (const character of part) {
    for (const [name, pattern] of SCRIPTS) if (pattern.test(character)) found.add(name);
  }
  return found;
}

/**
 * One spelling per mailbox, so look-alikes of an address are the same address: trimmed, NFKC
 * (full-width `ａ` is `a`), lower-case, the domain without a trailing dot and in its ASCII (IDNA)
 * form (`пример.рф` is `xn--e1afmkfd.xn--p1ai`). A local part or a domain label that mixes Latin,
 * Cyrillic or Greek letters (`exаmple.com` with a Cyrillic `а`) is refused: no honest address does,
 * and such an address is made to pass for another.
 * @example
 *   normalizeEmail(" Anna@Example.COM. "); // { email: "anna@example.com" }
 *   normalizeEmail("anna@exаmple.com"); // { problem: "mixed-scripts" }
 */
export function normalizeEmail(raw: string): { email: string } | { problem: EmailProblem } {
  const text = raw.normalize("NFKC").trim().toLowerCase();
  const at = text.lastIndexOf("@");
  if (at <= 0 || at === text.length - 1) return { problem: "invalid" };
  const local = text.slice(0, at);
  const domain = text.slice(at + 1).replace(/\.+$/, "");
  if ([local, ...domain.split(".")].some((part) => scriptsOf(part).size > 1))
    return { problem: "mixed-scripts" };
  const ascii = domainToASCII(domain);
  if (!ascii) return { problem: "invalid" };
  return { email: `${local}@${ascii}` };
}

/** The normalised address, or the text as given when it is no address (for keys of limits). */
export const emailKey = (raw: string) => {
  const normalized = normalizeEmail(raw.slice(0, 320));
  return "email" in normalized ? normalized.email : raw.trim().toLowerCase().slice(0, 254);
};
