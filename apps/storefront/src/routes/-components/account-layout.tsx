import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { Link, useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { TwoColumns } from "../../components/two-columns";
import { logout } from "../../lib/logout";

const navClass = css({ display: "grid", gap: "1" });
const linkClass = css({
  display: "block",
  px: "3",
  py: "2",
  borderRadius: "md",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[data-status=active]": { bg: "primary.subtle", color: "primary.text", fontWeight: "semibold" },
});

/** The account pages: their menu in the side column (profile, purchases, log out), the page beside it. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const router = useRouter();
  const label = t({ id: "account.menu", message: "Account" });
  return (
    <TwoColumns
      asideLabel={label}
      aside={
        <nav aria-label={label} className={navClass}>
          <Link to="/my/profile" className={linkClass}>
            {t({ id: "account.menu.profile", message: "Profile" })}
          </Link>
          <Link to="/my/purchases" className={linkClass}>
            {t({ id: "account.menu.purchases", message: "Purchases" })}
          </Link>
          <Button
            variant="ghost"
            className={css({ justifyContent: "flex-start" })}
            onClick={() => void logout({ queryClient: router.options.context.queryClient, router })}
          >
            {t({ id: "account.menu.logout", message: "Log out" })}
          </Button>
        </nav>
      }
    >
      {children}
    </TwoColumns>
  );
}
