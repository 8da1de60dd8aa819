import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import { createRouteModule, problemResponses } from "../http/openapi";
import { HttpProblem } from "../http/problem";
import { iconsFolder } from "../paths";

/** An icon's name: its file name in `icons/` without `.svg`, and the symbol's id in the sprite. */
const ICON_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_ICONS = 100;
// Icons change with a deploy, not within a day; a page's set of names is its own URL, so a new
// icon on a page is a new URL and is fetched at once.
const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** Reads `icons/*.svg` into symbols: the root `<svg>`'s attributes (but size and namespace) move to `<symbol>`. */
async function loadIconSet(folder: string): Promise<Map<string, string>> {
  const files = (await readdir(folder)).filter((file) => file.endsWith(".svg")).sort();
  const symbols = new Map<string, string>();
  for (const file of files) {
    const name = file.slice(0, -".svg".length);
    if (!ICON_NAME.test(name)) throw new Error(`icons/${file}: a name is lowercase letters, digits and -`);
    const source = await readFile(join(folder, file), "utf8");
    const match = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source);
    if (!match) throw new Error(`icons/${file} is not one <svg> element`);
    const attributes = (match[1] ?? "").replace(/\s(xmlns|width|height)="[^"]*"/g, "").trim();
    symbols.set(name, `<symbol id="${name}" ${attributes}>${(match[2] ?? "").trim()}</symbol>`);
  }
  return symbols;
}

const iconsRoute = createRoute({
  method: "get",
  path: "/core/icons",
  tags: ["Platform"],
  summary: "The shop's icons as one SVG sprite of <symbol> elements (public, cacheable)",
  description:
    '`?icons=cart,leaf` answers those icons, each a `<symbol>` whose id is its name, to be drawn with `<use href="/api/core/icons?icons=cart,leaf#leaf">`; without `icons`, the whole set. A name not in the set is drawn as the `section` icon under its own id (a catalog section staff added has no icon of its own yet). Strong ETag; 304 to `If-None-Match`.',
  request: {
    query: z.object({
      icons: z
        .string()
        .max(6_500)
        .optional()
        .openapi({ description: "Comma-separated icon names.", example: "tea,coffee,teaware" }),
    }),
  },
  responses: {
    200: {
      description: "The sprite.",
      content: {
        "image/svg+xml": { schema: z.string().openapi({ example: '<svg xmlns="…"><symbol id="tea" …>' }) },
      },
    },
    304: { description: "The sprite the client has is current." },
    ...problemResponses(422),
  },
});

/** The icon a name without a file of its own is drawn with (a section staff made has no icon yet). */
const STAND_IN = "section";

/** The stand-in's drawing under the asked name, so that `<use href="…#name">` draws something. */
const standIn = (symbols: Map<string, string>, name: string) =>
  symbols.get(STAND_IN)?.replace(`id="${STAND_IN}"`, `id="${name}"`) ?? "";

/**
 * `GET /core/icons?icons=a,b`: SVG symbols of the shop's icon set (the files in `apps/api/icons`),
 * which `@shop/ui`'s `RemoteIcon` draws; adding an icon is adding a file here, no release of the kit.
 * @example
 *   app.route("/", iconRoutes());
 */
export function iconRoutes(folder: string = iconsFolder) {
  const app = createRouteModule();
  let iconSet: Promise<Map<string, string>> | undefined;

  app.openapi(iconsRoute, async (c) => {
    iconSet ??= loadIconSet(folder);
    const symbols = await iconSet;
    const asked = c.req.valid("query").icons;
    const names = asked === undefined ? [...symbols.keys()] : [...new Set(asked.split(","))];
    const invalid = names.filter((name) => !ICON_NAME.test(name));
    if (invalid.length > 0 || names.length > MAX_ICONS) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [
          {
            propertyPath: "icons",
            message: `Не больше ${MAX_ICONS} названий значков через запятую: строчные латинские буквы, цифры и дефис.`,
            code: "invalid_icons",
          },
        ],
      });
    }
    const body = `<svg xmlns="http://www.w3.org/2000/svg">${names.map((name) => symbols.get(name) ?? standIn(symbols, name)).join("")}</svg>`;
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    c.header("Cache-Control", CACHE_CONTROL);
    c.header("ETag", etag);
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304);
    return c.body(body, 200, { "Content-Type": "image/svg+xml; charset=utf-8" });
  });
  return app;
}
