import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The browser's layers: routes compose features; a feature never imports another (by `~/` or by a
 * relative path climbing out of its folder); components/ and lib/ sit below every feature. A later
 * config object replaces a rule's options rather than adding to them, so each object repeats the
 * server ban. One object per feature and folder depth, read from the folders of src/client/features.
 */
function clientLayers() {
  const server = { group: ["~/server/*"], message: "The client talks to the server over HTTP only (see lib/api.ts)." };
  const anyFeature = { regex: "^(~/client/|(\\.\\./)+)features/", message: "components/ and lib/ sit below the features: pass feature parts in through props or slots." };
  // Shopper pages link through components/ui/link.tsx, which keeps a link in the page's language; the back office stays English.
  const routerLinks = { name: "react-router", importNames: ["Link", "NavLink", "useNavigate"], message: "Use Link, NavLink or useShopNavigate from ~/client/components/ui/link: they keep the page's language." };
  const restrict = (...patterns) => ({ "no-restricted-imports": ["error", { paths: [routerLinks], patterns }] });
  const restrictEnglish = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
  const features = readdirSync(new URL("./src/client/features", import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const featureObjects = features.flatMap(({ name }) => {
    const otherFeature = { regex: `^~/client/features/(?!${name}/)`, message: `Features do not import each other: let a route compose ${name} with the other feature.` };
    return [0, 1, 2, 3].map((depth) => ({
      files: [`src/client/features/${name}/${"*/".repeat(depth)}*`],
      rules: (name === "admin" ? restrictEnglish : restrict)(server, otherFeature, { regex: `^(\\.\\./){${depth + 1}}`, message: "Features do not import each other: this relative path leaves the feature's folder." }),
    }));
  });
  return [
    { files: ["src/client/**"], ignores: ["src/client/lib/api.ts"], rules: restrict(server) },
    { files: ["src/client/components/**", "src/client/lib/**"], ignores: ["src/client/lib/api.ts"], rules: restrict(server, anyFeature) },
    // The one file allowed the server's type (ApiType), for the typed client.
    { files: ["src/client/lib/api.ts"], rules: restrict(anyFeature) },
    { files: ["src/client/routes/admin*.tsx"], rules: restrictEnglish(server) },
    { files: ["src/client/components/ui/link.tsx"], rules: restrictEnglish(server, anyFeature) },
    ...featureObjects,
  ];
}

export default tseslint.config(
  { ignores: ["build/", "build-*/", "data/", "src/locales/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", ".tmp/"] },
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
  ...clientLayers(),
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
                regex: `^(~/server/modules/(?!${name}/)[^/]+|\\.\\./(?!\\.\\.)[^/]+|(\\.\\./){2,}modules/[^/]+)/(?!service$).+$`,
                message: "Another module is reached only through its service.ts.",
              },
            ],
          },
        ],
      },
    })),
  {
    files: ["src/server/http/**", "src/server/db/**", "src/server/lib/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: "^(~/server/modules/|(\\.\\./)+modules/)", message: "http/, db/ and lib/ sit below the modules." }] }] },
  },
  {
    files: ["scripts/**", "tests/**", "*.config.*"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly" } },
    rules: { "no-console": "off" },
  },
);
