import { css } from "../../styled-system/css";

export const triggerClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  w: "full",
  h: "control",
  px: "3",
  fontSize: "md",
  textAlign: "start",
  bg: "bg.surface",
  color: "fg.default",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.strong",
  borderRadius: "md",
  cursor: "pointer",
  _focusVisible: { borderColor: "border.focus" },
  _invalid: { borderColor: "danger.solid" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
  "& [data-placeholder-shown]": { color: "fg.subtle" },
});

export const contentClass = css({
  zIndex: "dropdown",
  // SPEC.md section 9: lists stay about 15rem tall and scroll beyond that.
  maxH: "selectList",
  overflowY: "auto",
  py: "1",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "md",
  boxShadow: "md",
  outline: "none",
  _hidden: { display: "none" },
});

export const itemClass = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2",
  px: "3",
  py: "2",
  fontSize: "md",
  cursor: "pointer",
  _highlighted: { bg: "bg.muted" },
  _checked: { fontWeight: "semibold", color: "primary.text" },
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
});

export const emptyClass = css({ px: "3", py: "2", fontSize: "sm", color: "fg.muted" });
