import { useLingui } from "@lingui/react/macro";
import { useHealth } from "./get-health";

/** Shows that the storefront reaches the API and the API its database. */
export function HealthStatus() {
  const { t } = useLingui();
  const health = useHealth();
  if (health.isPending) {
    return <p role="status">{t({ id: "home.loading", message: "Checking the connection to the shop…" })}</p>;
  }
  if (health.isError) {
    const reason = health.error.message;
    return <p role="alert">{t({ id: "home.apiDown", message: `The API is unreachable: ${reason}` })}</p>;
  }
  const { version } = health.data;
  // Whole sentences per state: Russian agrees the words with each other, so no glued fragments.
  const status =
    health.data.database === "up"
      ? t({ id: "home.apiStatus.databaseUp", message: `The shop is up: API ${version}, database reachable.` })
      : t({
          id: "home.apiStatus.databaseDown",
          message: `The shop is up: API ${version}, database unreachable.`,
        });
  return (
    <p role="status" data-testid="api-status">
      {status}
    </p>
  );
}
