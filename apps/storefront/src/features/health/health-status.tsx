import { useLingui } from "@lingui/react";
import { useHealth } from "./get-health";

/** Shows that the storefront reaches the API and the API its database. */
export function HealthStatus() {
  const { i18n } = useLingui();
  const health = useHealth();
  if (health.isPending) return <p role="status">{i18n._("home.loading")}</p>;
  if (health.isError) return <p role="alert">{i18n._("home.apiDown", { message: health.error.message })}</p>;
  const database = i18n._(health.data.database === "up" ? "database.up" : "database.down");
  return (
    <p role="status" data-testid="api-status">
      {i18n._("home.apiStatus", { version: health.data.version, database })}
    </p>
  );
}
