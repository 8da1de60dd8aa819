import type { ReactNode } from "react";
import { css } from "../../styled-system/css";

export interface TwoColumnsProps {
  /** The side column (filters, an account menu); first on narrow screens. */
  aside: ReactNode;
  /** Accessible name of the side column. */
  asideLabel: string;
  children: ReactNode;
}

const gridClass = css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "16rem 1fr" } });

/**
 * The two-columns layout of SPEC.md inside the page frame: the shell draws header and footer, the
 * page its side column, which only it knows.
 * @example
 *   <TwoColumns asideLabel="Фильтры" aside={<Filters />}>{grid}</TwoColumns>
 */
export function TwoColumns({ aside, asideLabel, children }: TwoColumnsProps) {
  return (
    <div className={gridClass}>
      <aside aria-label={asideLabel}>{aside}</aside>
      <div className={css({ minW: "0" })}>{children}</div>
    </div>
  );
}
