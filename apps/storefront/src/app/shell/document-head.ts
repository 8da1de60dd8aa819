import type { RouterManagedTag } from "@tanstack/react-router";
import { useTags } from "@tanstack/react-router";
import { atom, useAtomValue, useSetAtom } from "jotai";
import { useLayoutEffect } from "react";

// The page's head (title, description, Open Graph, JSON-LD) follows the routes' `head` options.
// TanStack Router's <HeadContent> renders those tags where it stands and counts on React 19 to hoist
// them into <head>; the shop renders with Preact in the browser (see vite.config.ts), which does
// not, so the tags are written into document.head here. It also settles what <HeadContent> left
// open: index.html's own description is updated in place instead of repeated by a second one.

/** Attribute of the elements this module added. */
const MANAGED_ATTRIBUTE = "data-route-head";
/** The tag each added element stands for (its JSON), so an unchanged tag keeps its element. */
const keyOfElement = new WeakMap<Element, string>();
/** Attribute keeping index.html's own content of a meta tag a route overrides for a while. */
const DEFAULT_CONTENT_ATTRIBUTE = "data-route-head-default";

function metaSelector(attrs: Record<string, unknown> | undefined): string | undefined {
  for (const key of ["name", "property", "http-equiv"] as const) {
    const value = attrs?.[key];
    if (typeof value === "string") return `meta[${key}="${CSS.escape(value)}"]:not([${MANAGED_ATTRIBUTE}])`;
  }
  return undefined;
}

function createElementOf(document: Document, tag: Exclude<RouterManagedTag, { tag: "title" }>, key: string) {
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attrs ?? {})) {
    if (value === undefined || value === false || value === null) continue;
    element.setAttribute(name === "crossOrigin" ? "crossorigin" : name, value === true ? "" : String(value));
  }
  if ((tag.tag === "script" || tag.tag === "style") && typeof tag.children === "string") {
    element.textContent = tag.children;
  }
  element.setAttribute(MANAGED_ATTRIBUTE, "");
  keyOfElement.set(element, key);
  return element;
}

/**
 * Makes `document.head` show `tags` (the routes' head tags, last title winning), leaving alone
 * what stays the same — a script is not run twice because an unrelated tag changed. A meta tag
 * with the name of one in index.html changes that one's content, restored when no route sets it.
 * @example
 *   applyHeadTags(document, [{ tag: "title", children: "Чай — Чайная лавка" }]);
 *   document.title; // "Чай — Чайная лавка"
 */
export function applyHeadTags(document: Document, tags: readonly RouterManagedTag[], titleOverride?: string) {
  const { head } = document;
  let title: string | undefined;
  const overrides = new Map<Element, string>();
  const wanted = new Map<string, Exclude<RouterManagedTag, { tag: "title" }>>();
  for (const tag of tags) {
    if (tag.tag === "title") {
      title = tag.children;
      continue;
    }
    const selector = tag.tag === "meta" ? metaSelector(tag.attrs) : undefined;
    const original = selector ? head.querySelector(selector) : null;
    if (original) overrides.set(original, String(tag.attrs?.content ?? ""));
    else wanted.set(JSON.stringify(tag), tag);
  }

  for (const original of head.querySelectorAll(`[${DEFAULT_CONTENT_ATTRIBUTE}]`)) {
    if (overrides.has(original)) continue;
    original.setAttribute("content", original.getAttribute(DEFAULT_CONTENT_ATTRIBUTE) ?? "");
    original.removeAttribute(DEFAULT_CONTENT_ATTRIBUTE);
  }
  for (const [original, content] of overrides) {
    if (!original.hasAttribute(DEFAULT_CONTENT_ATTRIBUTE)) {
      original.setAttribute(DEFAULT_CONTENT_ATTRIBUTE, original.getAttribute("content") ?? "");
    }
    original.setAttribute("content", content);
  }

  for (const element of head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`)) {
    const key = keyOfElement.get(element);
    if (key !== undefined && wanted.has(key)) wanted.delete(key);
    else element.remove();
  }
  for (const [key, tag] of wanted) head.append(createElementOf(document, tag, key));

  const shownTitle = titleOverride ?? title;
  if (shownTitle !== undefined && document.title !== shownTitle) document.title = shownTitle;
}

/** A title that wins over the routes' while it is set: the error screen's ("Страница не найдена — …"). */
const titleOverrideAtom = atom<string | undefined>(undefined);

/**
 * Shows `title` as the document title while the calling component is on the page.
 * @example
 *   useTitleOverride(pageTitle("Страница не найдена"));
 */
export function useTitleOverride(title: string) {
  const setOverride = useSetAtom(titleOverrideAtom);
  useLayoutEffect(() => {
    setOverride(title);
    return () => setOverride(undefined);
  }, [title, setOverride]);
}

/** Keeps document.head in step with the matched routes' `head` options. Renders nothing. */
export function DocumentHead() {
  const tags = useTags();
  const titleOverride = useAtomValue(titleOverrideAtom);
  useLayoutEffect(() => applyHeadTags(document, tags, titleOverride), [tags, titleOverride]);
  return null;
}
