import { readdirSync, readFileSync } from "node:fs";
import { join, matchesGlob, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CUSTOMER_SOURCES } from "../../lingui.config";

// The messages of the customer's pages live in a catalog of their own, fetched by the root route
// for pages that ask for it (`staticData: { messages: "customer" }`). A page built from those
// sources that forgot to ask would show message ids instead of Russian text.
const storefrontDir = fileURLToPath(new URL("../..", import.meta.url));
const routesDir = join(storefrontDir, "src/routes");
const customerPatterns = CUSTOMER_SOURCES.map((source) => source.replace("<rootDir>/", ""));

describe("customer pages' messages", () => {
  it("are asked for by every route that renders a page from the customer sources", () => {
    const routes = readdirSync(routesDir).filter((file) => file.endsWith(".tsx") && !file.includes(".test."));
    const customerRoutes = routes.filter((file) =>
      customerPatterns.some((pattern) =>
        matchesGlob(relative(storefrontDir, join(routesDir, file)), pattern),
      ),
    );
    expect(customerRoutes).toContain("cart.tsx");
    expect(customerRoutes).toContain("my.profile.index.tsx");
    for (const file of customerRoutes) {
      const source = readFileSync(join(routesDir, file), "utf8");
      // Routes that only redirect (/auth, /my) render nothing.
      if (!/\bcomponent:/.test(source)) continue;
      expect(source, file).toMatch(/staticData: \{[^}]*messages: "customer"/);
    }
  });
});
