import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    // Dependencies point one way: client → shared ← server.
    files: ["src/shared/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["~/server/*", "~/client/*", "node:*"] }] },
  },
  {
    files: ["src/client/**"],
    ignores: ["src/client/lib/api.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["~/server/*"], message: "The client talks to the server over HTTP only (see lib/api.ts)." }] }] },
  },
  // A server module calls another module only through its service.ts; http/, db/ and lib/ sit
  // below the modules and import none of them.
  ...readdirSync("src/server/modules", { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`src/server/modules/${name}/**`],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              {
                regex: `^(~/server/modules/(?!${name}/)[^/]+|\\.\\./(?!\\.\\.)[^/]+)/(?!service$).+$`,
                message: "Another module is reached only through its service.ts.",
              },
            ],
          },
        ],
      },
    })),
  {
    files: ["src/server/http/**", "src/server/db/**", "src/server/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^(~/server/modules/|\\.\\./modules/)", message: "http/, db/ and lib/ sit below the modules." }] }] },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
    rules: { "no-console": "off" },
  },
);
