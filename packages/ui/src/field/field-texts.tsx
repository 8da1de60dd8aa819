import { type ReactNode, useId } from "react";
import { fieldErrorClass, fieldHelperClass } from "./field.styles";

/**
 * The helper text and error under a control that has no Ark `Field` around it, and the
 * `aria-describedby` that names them (both are read everywhere, unlike `aria-errormessage`).
 * @example
 *   const { describedBy, texts } = useFieldTexts(helperText, error);
 *   <select aria-describedby={describedBy} />{texts}
 */
export function useFieldTexts(helperText: ReactNode, error: ReactNode) {
  const idBase = useId();
  const helperId = `${idBase}-helper`;
  const errorId = `${idBase}-error`;
  const describedBy =
    [helperText ? helperId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const texts = (
    <>
      {helperText ? (
        <span id={helperId} className={fieldHelperClass}>
          {helperText}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={fieldErrorClass}>
          {error}
        </span>
      ) : null}
    </>
  );
  return { describedBy, texts };
}
