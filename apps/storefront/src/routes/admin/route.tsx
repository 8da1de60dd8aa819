import { loadCatalog } from "@shop/i18n";
import { createFileRoute, Outlet } from "@tanstack/react-router";
import { toaster } from "../../app/toaster";
import { AdminLayout } from "../../features/admin/admin-layout";
import { AdminPanelForbiddenError } from "../../lib/app-mode";
import { i18n } from "../../lib/i18n";

// The admin panel. The root route has loaded the admin-panel session (any /admin URL asks for it)
// and sent anonymous visitors to the login page; here only staff pass — the API says who is
// staff, and checks every admin call again. Its messages load with it, before its pages render.
export const Route = createFileRoute("/admin")({
  beforeLoad: async ({ context }) => {
    if (!context.session.application.adminPanel) throw new AdminPanelForbiddenError();
    await loadCatalog(i18n, "admin");
  },
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminLayout toaster={toaster}>
      <Outlet />
    </AdminLayout>
  );
}
