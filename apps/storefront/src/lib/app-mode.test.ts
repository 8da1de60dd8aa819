// @vitest-environment happy-dom
import { createStore } from "jotai";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AdminPanelForbiddenError,
  administratorsOnly,
  appModeAtom,
  isAdmin,
  isAdminPath,
  isStaff,
  modeForPath,
} from "./app-mode";

describe("app mode", () => {
  beforeEach(() => sessionStorage.clear());

  it("knows the admin panel's pages", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/orders/12")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/catalog/admin")).toBe(false);
  });

  it("enters the panel on its pages and keeps the tab's mode elsewhere", () => {
    expect(modeForPath("/admin/orders", "shop")).toBe("admin-panel");
    expect(modeForPath("/product/sencha-100002", "admin-panel")).toBe("admin-panel");
    expect(modeForPath("/product/sencha-100002", "shop")).toBe("shop");
  });

  it("offers the panel to staff and admins only", () => {
    expect(isStaff({ roles: ["ROLE_USER", "ROLE_STAFF"] })).toBe(true);
    expect(isStaff({ roles: ["ROLE_ADMIN"] })).toBe(true);
    expect(isStaff({ roles: ["ROLE_USER"] })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it("tells administrators from other staff", () => {
    expect(isAdmin({ roles: ["ROLE_ADMIN"] })).toBe(true);
    expect(isAdmin({ roles: ["ROLE_USER", "ROLE_STAFF"] })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it("remembers the panel for the tab, so a reload stays in it", () => {
    const store = createStore();
    expect(store.get(appModeAtom)).toBe("shop");
    store.set(appModeAtom, "admin-panel");
    expect(sessionStorage.getItem("shop-app-mode")).toBe("admin-panel");
    store.set(appModeAtom, "shop");
    expect(sessionStorage.getItem("shop-app-mode")).toBeNull();
  });

  it("refuses a visitor who is not staff with a 403 the error screen shows", () => {
    const error = new AdminPanelForbiddenError();
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe("Панель управления открыта только сотрудникам магазина.");
  });

  it("refuses staff who are not administrators an administrators' page with a 403", () => {
    const error = new AdminPanelForbiddenError(administratorsOnly);
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe("Эта страница панели управления открыта только администраторам.");
  });
});
