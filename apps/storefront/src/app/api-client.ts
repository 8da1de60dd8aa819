import { createApiClient } from "@shop/api-client";
import { i18n } from "./i18n";

/** The app's one API client: same origin, under /api. */
export const apiClient = createApiClient({ baseURL: "/api", getLocale: () => i18n.locale });
