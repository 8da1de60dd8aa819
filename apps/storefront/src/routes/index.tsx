import { useLingui } from "@lingui/react";
import { createFileRoute } from "@tanstack/react-router";
import { HealthStatus } from "../features/health/health-status";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  const { i18n } = useLingui();
  return (
    <main>
      <h1>{i18n._("brand.name")}</h1>
      <HealthStatus />
    </main>
  );
}
