import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": path.resolve("app"), "#server": path.resolve("server") },
  },
  build: {
    // The server build's entry is the Hono app, which imports React Router's server build.
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          output: {
            // Every page loads React, React DOM and React Router: one chunk compresses better than
            // the three the default splitting makes (1.6 KB less on every page, decision 036). It
            // also holds Vite's preload helper, so a route's first lazy part adds no new chunk.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and WebAssembly packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "pg"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
