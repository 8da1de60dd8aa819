import { isNetworkFailure } from "@shop/api-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../lib/api";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: "up" | "down";
}

async function getHealth(): Promise<Health> {
  // The health line shows its own error, so no toast; no answer at all is the error it reports.
  const health = await apiClient.get<Health>("/health", { silent: true });
  if (isNetworkFailure(health)) throw new Error(health.message);
  return health;
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ["health"], queryFn: getHealth, retry: false });

export const useHealth = () => useQuery(healthQueryOptions());
