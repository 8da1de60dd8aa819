import { createFileRoute, redirect } from "@tanstack/react-router";

// The panel opens on its busiest screen.
export const Route = createFileRoute("/admin/")({
  beforeLoad: () => {
    throw redirect({ to: "/admin/orders", replace: true });
  },
});
