import type { ReactNode } from "react";
import { emptyClass } from "./select.styles";

/**
 * The "no options" / "no results" line. A listbox may only hold options, so the message is a
 * disabled option: screen readers read it where they expect the choices.
 */
export function EmptyOption({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the listbox moves focus (aria-activedescendant); a disabled option is never focused.
    <div role="option" aria-disabled="true" aria-selected="false" className={emptyClass}>
      {children}
    </div>
  );
}
