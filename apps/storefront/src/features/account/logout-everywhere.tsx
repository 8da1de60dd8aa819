import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useId } from "react";
import { css } from "../../../styled-system/css";
import { answered, shopApi } from "../../lib/api";
import { logout } from "../../lib/logout";
import { FormErrors, formLevelErrors } from "./form-errors";

const sectionClass = css({ display: "grid", gap: "3", justifyItems: "start", mt: "10" });
const headingClass = css({ m: "0", fontSize: "lg", fontWeight: "semibold" });

/**
 * "Log out on all devices": `POST /user/profile/logout-everywhere` ends every session of the
 * account (a phone left signed in somewhere, a shared computer), this one too, and the shop then
 * logs out here as after the menu's "Log out".
 */
export function LogoutEverywhere() {
  const { t } = useLingui();
  const router = useRouter();
  const headingId = useId();
  const endAll = useMutation({
    mutationFn: async () => {
      answered(await shopApi.profile.logoutEverywhere({ handled: true }));
    },
    onSuccess: () => logout({ queryClient: router.options.context.queryClient, router }, { ended: true }),
  });
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={headingClass}>
        {t({ id: "account.sessions.heading", message: "Devices" })}
      </h2>
      <p className={css({ m: "0", color: "fg.muted" })}>
        {t({
          id: "account.sessions.hint",
          message:
            "Signed in on a device you no longer use, or on someone else's computer? Log out everywhere at once, on this device too.",
        })}
      </p>
      <FormErrors messages={formLevelErrors(endAll.error, [])} />
      <Button variant="outline" loading={endAll.isPending} onClick={() => endAll.mutate()}>
        {t({ id: "account.sessions.logoutEverywhere", message: "Log out on all devices" })}
      </Button>
    </section>
  );
}
