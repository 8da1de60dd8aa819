import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { css } from "../../../styled-system/css";
import { authErrorsAtom } from "../../lib/auth-errors";

const listClass = css({
  m: "0",
  mb: "4",
  p: "3",
  pl: "8",
  borderRadius: "md",
  bg: "danger.subtle",
  color: "danger.text",
  fontSize: "sm",
});

/** The auth error list of SPEC.md section 8, announced when it appears; cleared on navigation. */
export function AuthErrorList() {
  const { t } = useLingui();
  const errors = useAtomValue(authErrorsAtom);
  return (
    <div role="alert" aria-label={t({ id: "auth.errors.label", message: "Errors" })}>
      {errors.length > 0 ? (
        <ul className={listClass} data-testid="auth-errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
