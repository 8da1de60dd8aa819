import { describe, expect, it, vi } from "vitest";
import { loadAdminCatalogs } from "./admin-catalogs";
import { createShopI18n } from "./setup";

describe("loadAdminCatalogs", () => {
  it("adds the staff area's messages, which the shop's catalog does not carry", async () => {
    const i18n = createShopI18n();
    expect(i18n._("admin.title")).toBe("admin.title");
    await loadAdminCatalogs(i18n);
    expect(i18n._("admin.title")).toBe("Панель управления");
    // The shop's own messages are still there.
    expect(i18n._("header.adminPanel")).toBe("Панель управления");
  });

  it("loads in every locale, en-US too", async () => {
    const i18n = createShopI18n({ locale: "en-US" });
    await loadAdminCatalogs(i18n);
    expect(i18n._("admin.title")).toBe("Admin panel");
  });

  it("loads once per instance and tells React to render again", async () => {
    const i18n = createShopI18n();
    const changed = vi.fn();
    i18n.on("change", changed);
    await Promise.all([loadAdminCatalogs(i18n), loadAdminCatalogs(i18n)]);
    await loadAdminCatalogs(i18n);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
