import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// React Router publishes one build for every mode, with its development warnings behind a
// flag; the copy it ships with the flag off is what the browser gets in production (0.6 KB less
// on every page, decision 036). The server keeps the published build, so that React Router's
// contexts stay one module for every package that imports it there.
const reactRouterWithoutWarnings = [
  {
    find: /^react-router$/,
    replacement: path.resolve("node_modules/react-router/dist/production/index.mjs"),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve("node_modules/react-router/dist/production/dom-export.mjs"),
  },
];

const ROOT_ROUTE = path.resolve("app/root.tsx");

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * A chunk group of the modules every page loads with the root route: its static imports, theirs,
 * and so on (not the root route's own module, which React Router loads as the route). Computed
 * once per build, when the bundler first asks, from its module graph. Nothing outside that set
 * joins it, so no page loads more than before.
 */
function everyPageGroup(name: string) {
  let members: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!members) {
      members = new Set();
      const pending = [...(graph.getModuleInfo(ROOT_ROUTE)?.importedIds ?? [])];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (members.has(next)) continue;
        members.add(next);
        pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return members.has(id) ? name : null;
  };
}

/** The chunk of React, React DOM and React Router that every page loads. */
const FRAMEWORK_CHUNK = "framework";
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Marks the framework chunk for V8 to compile whole as it loads, instead of each function the
 * first time it runs (decision 044). Most of React DOM's and React Router's code runs while the
 * page hydrates or on its first navigation, and a function compiled lazily is compiled on the
 * main thread at that moment: the first search after a page loaded paid for it. Added once the
 * chunk is minified, as the minifier drops comments; the client build writes no source maps.
 */
function compileFrameworkEagerly(): Plugin {
  return {
    name: "compile-framework-eagerly",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.name === FRAMEWORK_CHUNK)
          file.code = COMPILE_HINT + file.code;
      }
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve("app") },
      { find: "#server", replacement: path.resolve("server") },
      ...(command === "build" && !isSsrBuild ? reactRouterWithoutWarnings : []),
    ],
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
                  name: FRAMEWORK_CHUNK,
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper/,
                },
                // The header, footer, toasts and the rest of the root layout in one chunk instead
                // of the dozen small ones shared chunks made of them (decision 036).
                { name: everyPageGroup("frame") },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and WebAssembly packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "pg"],
  },
  plugins: [tailwindcss(), reactRouter(), compileFrameworkEagerly()],
}));
