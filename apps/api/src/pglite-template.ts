// Run by the `build` script after tsup: writes the empty PGlite cluster that a first start of the
// API on a fresh data folder copies instead of running initdb (db/pglite-settings.ts).
import { writePgliteTemplate } from "./db/pglite-settings";
import { pgliteTemplatePath } from "./paths";

await writePgliteTemplate(pgliteTemplatePath);
