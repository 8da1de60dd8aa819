import { describe, expect, it } from "vitest";
import { firstLoadFiles, type StartManifest } from "./start-manifest";

const manifest: StartManifest = {
  routes: {
    __root__: {
      children: ["/", "/cart", "/catalog/$"],
      scripts: [{ attrs: { src: "/assets/index-a.js" } }],
      preloads: ["/assets/index-a.js", "/assets/react-b.js"],
    },
    "/": { preloads: ["/assets/home-c.js"] },
    "/cart": { preloads: ["/assets/cart-d.js", "/assets/react-b.js"] },
    "/catalog/$": { preloads: ["/assets/catalog-e.js"] },
  },
};

describe("firstLoadFiles", () => {
  it("lists the root's scripts and those of each route down to the page, once each", () => {
    expect(firstLoadFiles(manifest, "/cart")).toEqual([
      "/assets/index-a.js",
      "/assets/react-b.js",
      "/assets/cart-d.js",
    ]);
    expect(firstLoadFiles(manifest, "/")).not.toContain("/assets/cart-d.js");
  });

  it("refuses a route the manifest does not have", () => {
    expect(() => firstLoadFiles(manifest, "/offline")).toThrow("no route /offline in the manifest");
  });
});
