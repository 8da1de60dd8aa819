import { css } from "../../../styled-system/css";

/** The account forms: one column of fields, not wider than a comfortable line. */
export const formClass = css({ display: "grid", gap: "4", maxW: "28rem" });

/** The row of a form's buttons. */
export const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });
