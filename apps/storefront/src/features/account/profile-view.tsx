import { useLingui } from "@lingui/react/macro";
import { css } from "../../../styled-system/css";
import { useProfile } from "./get-profile";

const listClass = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "12rem 1fr" },
  gap: { base: "1", sm: "3" },
  m: "0",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0", mb: { base: "3", sm: "0" }, fontWeight: "medium" },
});

/** The customer's profile as a definition list. */
export function ProfileView() {
  const { t } = useLingui();
  const profile = useProfile();
  const rows: [string, string][] = [
    [t({ id: "profile.name", message: "First name" }), profile.name],
    [t({ id: "profile.lastName", message: "Last name" }), profile.lastName],
    [t({ id: "profile.email", message: "Email" }), profile.email],
    [
      t({ id: "profile.phone", message: "Phone" }),
      profile.phone ?? t({ id: "profile.phone.none", message: "not given" }),
    ],
  ];
  return (
    <dl className={listClass}>
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: "contents" })}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
