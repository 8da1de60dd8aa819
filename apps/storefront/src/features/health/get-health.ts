import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../app/api-client";

export interface Health {
  status: "ok" | "degraded";
  version: string;
  database: "up" | "down";
}

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ["health"], queryFn: () => apiClient.get<Health>("/health"), retry: false });

export const useHealth = () => useQuery(healthQueryOptions());
