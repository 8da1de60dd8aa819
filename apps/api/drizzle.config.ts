import { defineConfig } from "drizzle-kit";

// `pnpm db:generate` writes SQL migrations into drizzle/; the server applies them from code at
// start on both drivers (PGlite cannot be migrated by drizzle-kit: its extensions load in code).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
