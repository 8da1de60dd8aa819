// @vitest-environment happy-dom
import type { I18n } from "@lingui/core";
import { I18nProvider, useLingui } from "@lingui/react";
import { commonMessages, createShopI18n, setLocale } from "@shop/i18n";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { HtmlDocument } from "./html-document";

// React acts on updates in tests only inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The document as the shop renders it: the server's HTML in the page's locale is the document
// (happy-dom stands in for the browser), React hydrates it with the browser's instance in the same
// locale, and the visitor switches the language. WCAG 3.1.1: the document's language is its text's.

function Page() {
  const { i18n } = useLingui();
  return <p>{i18n._(commonMessages.error)}</p>;
}

const shop = (i18n: I18n) => (
  <I18nProvider i18n={i18n}>
    <HtmlDocument head={<meta charSet="utf-8" />}>
      <Page />
    </HtmlDocument>
  </I18nProvider>
);

/** Makes the server's HTML the document, as a browser that loaded it has it. */
function loadDocument(html: string) {
  const loaded = new DOMParser().parseFromString(html, "text/html");
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const { name, value } of loaded.documentElement.attributes) root.setAttribute(name, value);
  document.head.innerHTML = loaded.head.innerHTML;
  document.body.innerHTML = loaded.body.innerHTML;
}

const keepNoCookie = { writeCookie: () => undefined };

afterEach(() => {
  vi.restoreAllMocks();
});

it("is rendered in the page's locale on the server", () => {
  expect(renderToString(shop(createShopI18n({ locale: "en-US" })))).toMatch(/^<html lang="en-US">/);
  expect(renderToString(shop(createShopI18n({ locale: "ru" })))).toMatch(/^<html lang="ru">/);
});

it("hydrates as the server rendered it, and its language follows each switch of the text's", async () => {
  const complaints = vi.spyOn(console, "error");
  loadDocument(renderToString(shop(createShopI18n({ locale: "en-US" }))));
  const tab = createShopI18n({ locale: "en-US" });
  const recovered: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(document, shop(tab), { onRecoverableError: (error) => recovered.push(error) }),
  );
  expect(recovered).toEqual([]);
  expect(complaints).not.toHaveBeenCalled();
  expect(document.documentElement.lang).toBe("en-US");
  expect(document.body.textContent).toBe("Error");

  await act(() => setLocale(tab, "ru", keepNoCookie));
  expect(document.documentElement.lang).toBe("ru");
  expect(document.body.textContent).toBe("Ошибка");

  await act(() => setLocale(tab, "en-US", keepNoCookie));
  expect(document.documentElement.lang).toBe("en-US");
  expect(document.body.textContent).toBe("Error");
  act(() => root.unmount());
});
