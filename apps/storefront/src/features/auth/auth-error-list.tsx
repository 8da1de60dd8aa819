import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { css } from "../../../styled-system/css";
import { ProblemList } from "../../components/problem-list";
import { authErrorsAtom } from "../../lib/auth-errors";

/** The auth error list of SPEC.md section 8, announced when it appears; cleared on navigation. */
export function AuthErrorList() {
  const { t } = useLingui();
  const errors = useAtomValue(authErrorsAtom);
  return (
    <ProblemList
      problems={errors}
      testId="auth-errors"
      label={t({ id: "auth.errors.label", message: "Errors" })}
      className={css({ mb: "4" })}
    />
  );
}
