import { css } from "../../styled-system/css";

// Shared by every form control so that labels, inputs and errors line up across a form.
export const fieldRootClass = css({ display: "flex", flexDirection: "column", gap: "1.5", w: "full" });
export const fieldLabelClass = css({ fontSize: "sm", fontWeight: "medium", color: "fg.default" });
export const fieldErrorClass = css({ fontSize: "sm", color: "danger.text" });
export const fieldHelperClass = css({ fontSize: "sm", color: "fg.muted" });
export const inputClass = css({
  w: "full",
  h: "control",
  px: "3",
  fontSize: "md",
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.strong",
  borderRadius: "md",
  outline: "none",
  _placeholder: { color: "fg.subtle" },
  _focusVisible: { borderColor: "border.focus", boxShadow: "0 0 0 1px var(--colors-border-focus)" },
  _invalid: { borderColor: "danger.solid" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});
