import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { useRouter } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { leaveAdminPanel } from "../admin-mode";

const noticeClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  px: { base: "4", md: "6" },
  py: "2",
  // Neutral ground with a coloured edge: the buttons' own colours keep their contrast on it.
  bg: "bg.muted",
  borderBottomWidth: "3px",
  borderBottomStyle: "solid",
  borderColor: "accent.solid",
  color: "fg.default",
  fontSize: "sm",
});

/**
 * While the tab is in the admin panel (shop pages included): says so, and that the cart waits on
 * the device until the shop (cart sync is off in the panel), with the way back to the shop.
 */
export function AdminModeNotice() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <div className={noticeClass} data-testid="admin-mode-notice">
      <p className={css({ m: "0" })}>
        {t({
          id: "adminPanel.notice",
          message:
            "Admin panel mode: the cart is kept on this device and saved to your account when you return to the shop.",
        })}
      </p>
      <Button size="sm" variant="outline" onClick={() => void leaveAdminPanel(router)}>
        {t({ id: "adminPanel.leave", message: "Back to the shop" })}
      </Button>
    </div>
  );
}
