import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { useProfile } from "./get-profile";
import { LogoutEverywhere } from "./logout-everywhere";
import { formatPhone } from "./profile-rules";

const listClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "12rem 1fr" },
  gap: { base: "1", sm: "3" },
  m: "0",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0", mb: { base: "3", sm: "0" }, fontWeight: "medium" },
});

const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "6" });

/** The customer's profile as a definition list, with the ways to change it. */
export function ProfileView() {
  const { t } = useLingui();
  const profile = useProfile();
  const rows: [string, string][] = [
    [t({ id: "profile.name", message: "First name" }), profile.name],
    [t({ id: "profile.lastName", message: "Last name" }), profile.lastName],
    [t({ id: "profile.email", message: "Email" }), profile.email],
    [
      t({ id: "profile.phone", message: "Phone" }),
      profile.phone ? formatPhone(profile.phone) : t({ id: "profile.phone.none", message: "not given" }),
    ],
  ];
  return (
    <>
      <dl className={listClass}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: "contents" })}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={actionsClass}>
        <Button asChild>
          <Link to="/my/profile/edit">{t({ id: "account.profile.edit", message: "Edit the profile" })}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/my/profile/change-email">
            {t({ id: "account.email.change", message: "Change the email" })}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/my/profile/change-password">
            {t({ id: "account.password.change", message: "Change the password" })}
          </Link>
        </Button>
      </div>
      <LogoutEverywhere />
    </>
  );
}
