import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { css } from "../../../styled-system/css";
import { listSavedPages, type SavedPage } from "./saved-pages";

const sectionClass = css({ display: "grid", gap: "3", maxW: "prose" });
const headingClass = css({ fontSize: "xl", fontWeight: "semibold", m: "0" });
const listClass = css({ display: "grid", gap: "2", m: "0", pl: "5" });
const mutedClass = css({ color: "fg.muted", m: "0" });

export interface OfflineScreenProps {
  /** The page the shopper wanted, which this browser has not kept. */
  wanted: string | undefined;
}

/**
 * What a shopper without a connection gets for a page this browser never kept: what happened, the
 * way back to the wanted page once online, and the pages that can be read offline.
 */
export function OfflineScreen({ wanted }: OfflineScreenProps) {
  const { t } = useLingui();
  return (
    <div className={css({ display: "grid", gap: "8" })}>
      <section className={sectionClass}>
        <p className={css({ m: "0" })}>
          {t({
            id: "offline.text",
            message:
              "This page has not been saved on this device, and the shop cannot be reached. Your cart is kept here and will be saved when the connection returns.",
          })}
        </p>
        {/* A whole page load, not the app's: the service worker answers it. */}
        {wanted ? (
          <p className={css({ m: "0" })}>
            <a href={wanted}>{t({ id: "offline.retry", message: "Try again" })}</a>
          </p>
        ) : null}
      </section>
      <SavedPagesList />
    </div>
  );
}

function SavedPagesList() {
  const { t, i18n } = useLingui();
  const [pages, setPages] = useState<SavedPage[] | undefined>();
  useEffect(() => {
    let current = true;
    listSavedPages()
      .catch(() => [])
      .then((found) => {
        if (current) setPages(found);
      });
    return () => {
      current = false;
    };
  }, []);
  return (
    <section className={sectionClass} aria-labelledby="offline-saved-pages">
      <h2 id="offline-saved-pages" className={headingClass}>
        {t({ id: "offline.savedPages.title", message: "Available without a connection" })}
      </h2>
      {pages === undefined ? null : pages.length === 0 ? (
        <p className={mutedClass}>{t({ id: "offline.savedPages.none", message: "No saved pages yet." })}</p>
      ) : (
        <ul className={listClass}>
          {pages.map((page) => (
            <li key={page.path}>
              {/* A whole page load: the service worker answers it with the kept copy. */}
              <a href={page.path}>{page.title}</a>
              {page.savedAt ? (
                <span className={mutedClass}>
                  {" "}
                  {t({
                    id: "offline.savedPages.savedAt",
                    message: `(saved ${i18n.date(page.savedAt, { dateStyle: "medium", timeStyle: "short" })})`,
                  })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
