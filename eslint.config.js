import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      ".bench/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // One import direction (ARCHITECTURE.md): lib/components/db <- features <- routes and server.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app/lib", "./app/components", "./app/db"],
              from: ["./app/features", "./app/routes", "./server"],
              message: "Shared code cannot import features, routes or the server.",
            },
            {
              target: "./app/features",
              from: ["./app/routes", "./server"],
              message: "Features cannot import routes or the server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other, except another feature's schema.ts or types.
    files: ["app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^~/features/[^/]+/(?!schema$|types$|constants$).+",
              message:
                "Import another feature only through its schema.ts, types.ts or constants.ts.",
            },
          ],
        },
      ],
    },
  },
);
