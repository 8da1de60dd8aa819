import { fileURLToPath } from "node:url";

// This module sits one level below the package root both as source (src/) and bundled (dist/),
// so these paths hold in tests, in `dev` and in the built server alike.
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
export const packageJsonPath = fileURLToPath(new URL("../package.json", import.meta.url));
/** The shop's icon set: one SVG file per icon, served as a sprite by `GET /api/core/icons`. */
export const iconsFolder = fileURLToPath(new URL("../icons", import.meta.url));
/** The empty PGlite cluster the build makes, copied by a first start (db/pglite-settings.ts). */
export const pgliteTemplatePath = fileURLToPath(new URL("../dist/pglite-cluster", import.meta.url));
