import { type ReactNode, useId } from "react";
import { css } from "../../../styled-system/css";

const sectionClass = css({
  display: "grid",
  // One column no wider than the page: the tab list and other wide demos scroll inside it.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "4",
  py: "6",
  borderTopWidth: "1px",
  borderColor: "border.default",
});
const rowClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" });

/** One component family on the UI kit page, under its own heading. */
export function UikitSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Variants side by side, wrapping on narrow screens. */
export function UikitRow({ children }: { children: ReactNode }) {
  return <div className={rowClass}>{children}</div>;
}
