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
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // Native and WebAssembly packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "pg"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
