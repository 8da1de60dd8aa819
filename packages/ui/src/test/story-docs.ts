import type { ComponentType } from "react";

/** A component a docs page documents: a props table is drawn from its docgen. */
// biome-ignore lint/suspicious/noExplicitAny: any props; the table reads them from docgen.
export type DocumentedComponent = ComponentType<any>;

export interface StoryDocsOptions {
  /** Usage notes in Russian, the shop's language (Markdown). */
  ru: string;
  /** The same notes in English (Markdown). */
  en: string;
  /** The exported components this page documents, by their public name (`Dialog.Content`). */
  components: Record<string, DocumentedComponent>;
}

/**
 * The `parameters` of a stories file's meta that make its docs page (`.storybook/docs-page.tsx`):
 * usage notes in Russian and English above the stories, and a props table per component.
 * @example
 *   const meta = { title: "Controls/Button", component: Button,
 *     parameters: storyDocs({ ru: "…", en: "…", components: { Button, IconButton } }) };
 */
export function storyDocs({ ru, en, components }: StoryDocsOptions) {
  return {
    docs: { description: { component: `**Русский.** ${ru.trim()}\n\n**English.** ${en.trim()}` } },
    propsTables: components,
  };
}
