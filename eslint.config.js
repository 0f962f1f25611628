import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import path from "node:path";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features import each other only through schema.ts, types.ts or constants.ts.
const otherFeatures = {
  regex: "^~/features/[^/]+/(?!schema$|types$|constants$).+",
  message: "Import another feature only through its schema.ts, types.ts or constants.ts.",
};
// Server modules (database, secrets, Node APIs) never reach into the UI.
const uiComponents = {
  group: ["~/components/*", "**/components/*"],
  message: "Server modules do not import UI components; move the shared value to app/lib.",
};

/** File names are kebab-case (dots separate a name from its kind: queries.server.ts). */
const kebabCaseFileNames = {
  meta: { type: "suggestion", messages: { name: "Name this file in kebab-case: {{name}}" } },
  create(context) {
    const name = path.basename(context.filename);
    if (name.startsWith("+") || /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)) {
      return {};
    }
    return {
      Program(node) {
        context.report({ node, messageId: "name", data: { name } });
      },
    };
  },
};

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
    plugins: {
      "import-x": importX,
      "react-hooks": reactHooks,
      layout: { rules: { "kebab-case-file-names": kebabCaseFileNames } },
    },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these, import-x reads no TypeScript file and no-cycle sees nothing.
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "layout/kebab-case-file-names": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // One import direction (docs/architecture.md): lib/components/db <- features <- routes, server.
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
            {
              target: ["./app/lib", "./app/db"],
              from: "./app/components",
              message: "Shared infrastructure cannot import UI components.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [otherFeatures] }] },
  },
  {
    files: ["app/routes/**/*.server.ts", "server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [uiComponents] }] },
  },
  {
    files: ["app/features/**/*.server.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [otherFeatures, uiComponents] }],
    },
  },
);
