import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { HealthStatus } from "../features/health/health-status";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <main>
      <h1>
        <Trans id="brand.name">Tea Shop</Trans>
      </h1>
      <HealthStatus />
    </main>
  );
}
