import { describe, expect, it } from "vitest";
import { readServerConfig } from "./config";

describe("readServerConfig", () => {
  it("works with nothing set: port 3000, the API beside it and its images, no analytics, pages shared 3 s", () => {
    const { trustProxy, ...config } = readServerConfig({});
    // No proxy is trusted: loopback neither.
    expect(trustProxy?.("127.0.0.1", 0)).toBe(false);
    expect(config).toEqual({
      port: 3000,
      host: "0.0.0.0",
      apiUrl: "http://127.0.0.1:3001",
      analyticsSources: [],
      pageCache: { freshSeconds: 3 },
      image: { apiHosts: { production: "http://127.0.0.1:3001", beta: undefined } },
    });
  });

  it("reads every variable", () => {
    const config = readServerConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      API_URL: "http://api.internal:9000",
      IMAGE_API_HOST: "https://api.shop.example",
      IMAGE_BETA_API_HOST: " https://beta-api.shop.example ",
      IMAGE_MEDIA_PREFIX: "/media/",
      IMAGE_MAX_DIMENSION: "2000",
      IMAGE_CONCURRENCY: "3",
      IMAGE_RENDERS_PER_MINUTE: "60",
      IMAGE_RENDER_BURST: "100",
      IMAGE_CACHE_MB: "16",
      CSP_ANALYTICS_SOURCES: "https://mc.yandex.ru,https://yastatic.net",
      PAGE_CACHE_SECONDS: "10",
      TRUST_PROXY: "10.0.0.0/8, ::1",
    });
    const { trustProxy, ...rest } = config;
    expect([trustProxy?.("10.1.2.3", 0), trustProxy?.("::1", 0), trustProxy?.("192.168.0.1", 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(rest).toEqual({
      port: 8080,
      host: "127.0.0.1",
      apiUrl: "http://api.internal:9000",
      analyticsSources: ["https://mc.yandex.ru", "https://yastatic.net"],
      pageCache: { freshSeconds: 10 },
      image: {
        apiHosts: { production: "https://api.shop.example", beta: "https://beta-api.shop.example" },
        mediaPrefix: "/media/",
        maxDimension: 2000,
        concurrency: 3,
        rendersPerMinute: 60,
        rendersBurst: 100,
        cacheBytes: 16 * 1024 * 1024,
      },
    });
  });

  it("takes images from the API's origin unless the production host is named; no API, no default host", () => {
    expect(readServerConfig({ API_URL: "http://api.internal:9000/" }).image?.apiHosts).toEqual({
      production: "http://api.internal:9000",
      beta: undefined,
    });
    expect(readServerConfig({ API_URL: "off" }).image?.apiHosts).toEqual({
      production: undefined,
      beta: undefined,
    });
    expect(
      readServerConfig({ IMAGE_BETA_API_HOST: "https://beta-api.shop.example" }).image?.apiHosts,
    ).toEqual({
      production: "http://127.0.0.1:3001",
      beta: "https://beta-api.shop.example",
    });
  });

  it("stops on the list setting it replaced, rather than allowing no image host", () => {
    expect(() => readServerConfig({ IMAGE_API_HOSTS: "https://api.shop.example" })).toThrow(
      "IMAGE_API_HOST and IMAGE_BETA_API_HOST",
    );
  });

  it("puts API_PORT behind the default API URL and turns the proxy off with API_URL=off", () => {
    expect(readServerConfig({ PORT: "4310", API_PORT: "4999" }).apiUrl).toBe("http://127.0.0.1:4999");
    expect(readServerConfig({ API_URL: "off" }).apiUrl).toBeUndefined();
  });

  it("allows the counter the build was made with", () => {
    expect(readServerConfig({ VITE_ANALYTICS_ID: "123" }).analyticsSources).toEqual(["https://mc.yandex.ru"]);
    expect(
      readServerConfig({ VITE_ANALYTICS_ID: "123", VITE_ANALYTICS_SCRIPT_SRC: "https://cdn.example/tag.js" })
        .analyticsSources,
    ).toEqual(["https://cdn.example"]);
  });

  it("turns the page cache off with PAGE_CACHE_SECONDS=0", () => {
    expect(readServerConfig({ PAGE_CACHE_SECONDS: "0" }).pageCache).toBeUndefined();
  });

  it("stops on a malformed number", () => {
    expect(() => readServerConfig({ IMAGE_CONCURRENCY: "many" })).toThrow("IMAGE_CONCURRENCY");
    expect(() => readServerConfig({ IMAGE_RENDERS_PER_MINUTE: "0" })).toThrow("IMAGE_RENDERS_PER_MINUTE");
    expect(() => readServerConfig({ IMAGE_RENDER_BURST: "1.5" })).toThrow("IMAGE_RENDER_BURST");
    expect(() => readServerConfig({ PAGE_CACHE_SECONDS: "-1" })).toThrow("PAGE_CACHE_SECONDS");
    expect(() => readServerConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow("TRUST_PROXY");
    expect(() => readServerConfig({ PUBLIC_URL: "shop.example" })).toThrow("PUBLIC_URL");
    expect(() => readServerConfig({ PUBLIC_URL: "ftp://shop.example" })).toThrow("PUBLIC_URL");
    expect(readServerConfig({ PUBLIC_URL: "https://shop.example/any/path" }).publicUrl).toBe(
      "https://shop.example",
    );
  });
});
