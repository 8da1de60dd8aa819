/// <reference types="vite/client" />
// Storybook for designers: every component the package exports has a docs page (a stories file's
// meta lists it in `storyDocs(...).components`, which draws its props table), and every page has
// usage notes in Russian and in English.
import { describe, expect, it } from "vitest";
import * as ui from "./index";

interface StoriesMeta {
  title?: string;
  parameters?: {
    docs?: { description?: { component?: string } };
    propsTables?: Record<string, unknown>;
  };
}

const metas = Object.entries(
  import.meta.glob<StoriesMeta>("./**/*.stories.tsx", { eager: true, import: "default" }),
);
const documented = new Set(metas.flatMap(([, meta]) => Object.values(meta.parameters?.propsTables ?? {})));

/** Components of the public API: capitalised exports that are components or namespaces of parts. */
const components = Object.entries(ui).filter(
  ([name, value]) =>
    /^[A-Z][a-z]/.test(name) &&
    (typeof value === "function" || (typeof value === "object" && value !== null)),
);

describe("Storybook docs pages", () => {
  it("cover every exported component, each part of a namespace included", () => {
    expect(components.length).toBeGreaterThan(30);
    const missing = components.flatMap(([name, value]) => {
      if (typeof value === "function" || "$$typeof" in (value as object))
        return documented.has(value) ? [] : [name];
      return Object.entries(value as Record<string, unknown>)
        .filter(([, part]) => !documented.has(part))
        .map(([part]) => `${name}.${part}`);
    });
    expect(missing).toEqual([]);
  });

  it.each(metas.map(([file, meta]) => [meta.title ?? file, meta] as const))(
    "%s has usage notes in Russian and English",
    (_title, meta) => {
      const notes = meta.parameters?.docs?.description?.component ?? "";
      const [ru = "", en = ""] = notes.split("**English.**");
      expect(ru).toMatch(/^\*\*Русский\.\*\* [^\n]*[а-яё]{3}/);
      expect(en).toMatch(/[a-z]{3}/);
      expect(en).not.toMatch(/[а-яё]{4}/);
      expect(Object.keys(meta.parameters?.propsTables ?? {}).length).toBeGreaterThan(0);
    },
  );
});
