import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [tanstackRouter({ target: "react", autoCodeSplitting: true }), react()],
  // Workspace packages are compiled from their sources, so the app tree-shakes them as its own code.
  resolve: { conditions: ["@shop/source", ...defaultClientConditions] },
  build: { outDir: "dist/client", emptyOutDir: true, sourcemap: true },
  server: { port: Number(process.env.PORT ?? 3000), proxy: { "/api": apiTarget } },
});
