import { proxyTrust } from "@shop/node-server/client-address";
import type { ServerOptions } from "./app";

/** The default counter script of the storefront's analytics (src/lib/config.ts). */
const DEFAULT_ANALYTICS_SCRIPT = "https://mc.yandex.ru/metrika/tag.js";

export interface ServerConfig extends Omit<ServerOptions, "clientDir" | "pages"> {
  port: number;
  host: string;
}

type Env = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function wholeNumber(env: Env, name: string, min: 0 | 1): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${name} must be a ${min === 1 ? "positive " : ""}whole number, not ${value}`);
  return number;
}

const positiveInteger = (env: Env, name: string) => wholeNumber(env, name, 1);

/** `PUBLIC_URL` as an origin (`https://shop.example`); anything but an http(s) URL stops the server. */
function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be the shop's address, like https://shop.example, not ${value}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`PUBLIC_URL must be an http or https address, not ${value}`);
  return url.origin;
}

/** Seconds an anonymous visitor's public page is shared by default (server/page-cache.ts). */
const DEFAULT_PAGE_CACHE_SECONDS = 3;

/**
 * The server's settings from its environment (see apps/storefront/README.md). Analytics origins
 * for the CSP come from `CSP_ANALYTICS_SOURCES`, else from the counter the build was made with
 * (`VITE_ANALYTICS_ID`, `VITE_ANALYTICS_SCRIPT_SRC`).
 * @example
 *   readServerConfig({ PORT: "3000", IMAGE_API_HOST: "https://api.shop.example", IMAGE_BETA_API_HOST: "https://beta-api.shop.example" });
 */
export function readServerConfig(env: Env): ServerConfig {
  const port = positiveInteger(env, "PORT") ?? 3000;
  const apiUrl = env.API_URL?.trim() || `http://127.0.0.1:${positiveInteger(env, "API_PORT") ?? port + 1}`;
  const analyticsSources = env.CSP_ANALYTICS_SOURCES
    ? list(env.CSP_ANALYTICS_SOURCES)
    : env.VITE_ANALYTICS_ID?.trim()
      ? [new URL(env.VITE_ANALYTICS_SCRIPT_SRC?.trim() || DEFAULT_ANALYTICS_SCRIPT).origin]
      : [];
  if (env.IMAGE_API_HOSTS !== undefined)
    throw new Error(
      "IMAGE_API_HOSTS was replaced by IMAGE_API_HOST and IMAGE_BETA_API_HOST (see the README)",
    );
  const cacheMegabytes = positiveInteger(env, "IMAGE_CACHE_MB");
  const maxDimension = positiveInteger(env, "IMAGE_MAX_DIMENSION");
  const concurrency = positiveInteger(env, "IMAGE_CONCURRENCY");
  const rendersPerMinute = positiveInteger(env, "IMAGE_RENDERS_PER_MINUTE");
  const rendersBurst = positiveInteger(env, "IMAGE_RENDER_BURST");
  const pageCacheSeconds = wholeNumber(env, "PAGE_CACHE_SECONDS", 0) ?? DEFAULT_PAGE_CACHE_SECONDS;
  const proxiedApi = apiUrl === "off" ? undefined : apiUrl;
  return {
    port,
    host: env.HOST?.trim() || "0.0.0.0",
    apiUrl: proxiedApi,
    analyticsSources,
    pageCache: pageCacheSeconds > 0 ? { freshSeconds: pageCacheSeconds } : undefined,
    // Nothing a client sends is believed unless it came through a proxy named here.
    trustProxy: proxyTrust(env.TRUST_PROXY),
    ...(env.PUBLIC_URL?.trim() ? { publicUrl: publicUrlOf(env.PUBLIC_URL.trim()) } : {}),
    image: {
      // The two image domains of SPEC.md section 7. Unset, production is the API this server
      // forwards /api to, the one the shop's own media paths come from.
      apiHosts: {
        production: env.IMAGE_API_HOST?.trim() || (proxiedApi ? new URL(proxiedApi).origin : undefined),
        beta: env.IMAGE_BETA_API_HOST?.trim() || undefined,
      },
      ...(env.IMAGE_MEDIA_PREFIX?.trim() ? { mediaPrefix: env.IMAGE_MEDIA_PREFIX.trim() } : {}),
      ...(maxDimension ? { maxDimension } : {}),
      ...(concurrency ? { concurrency } : {}),
      ...(rendersPerMinute ? { rendersPerMinute } : {}),
      ...(rendersBurst ? { rendersBurst } : {}),
      ...(cacheMegabytes ? { cacheBytes: cacheMegabytes * 1024 * 1024 } : {}),
    },
  };
}
