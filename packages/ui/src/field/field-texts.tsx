import { type ReactNode, useId } from "react";
import { fieldErrorClass, fieldHelperClass } from "./field.styles";

/**
 * One home for how a field's helper text and error are tied to its control: the `aria-describedby`
 * that names those shown (both are read everywhere, unlike the `aria-errormessage` Ark sets alone),
 * the `ids` to give Ark's `Field.Root` (whose HelperText and ErrorText then carry them), and, for
 * a control with no Ark `Field` around it, the `texts` to render under it.
 * @example
 *   const { describedBy, texts } = useFieldTexts(helperText, error);
 *   <select aria-describedby={describedBy} />{texts}
 * @example
 *   const { ids, describedBy } = useFieldTexts(helperText, error);
 *   <Field.Root ids={ids}><Field.Input aria-describedby={describedBy} />…</Field.Root>
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
  return { ids: { helperText: helperId, errorText: errorId }, describedBy, texts };
}
